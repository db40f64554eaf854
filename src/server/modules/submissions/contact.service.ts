import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { contactBody } from "../../../shared/submissions/contact";
import { AppError } from "../../lib/app-error";
import { insertAndNotify } from "./submission-inbox";
import { contactMessages } from "../../db/schema/submissions";
import { departments } from "../../db/schema/platform";
import { loadSettings } from "../platform/settings.service";

type ContactMessage = z.output<typeof contactBody>;

/**
 * Stores a contact message for the chosen department and e-mails that department. The terms
 * checkbox is required only while the settings switch it on.
 */
export async function createContactMessage({
  app,
  lang,
  input,
}: {
  app: FastifyInstance;
  lang: Lang;
  input: ContactMessage;
}) {
  const [department] = await app.db
    .select()
    .from(departments)
    .where(and(eq(departments.id, input.details.department), eq(departments.status, 1)));
  if (!department) {
    throw new AppError(422, "department_required", "submissions.departmentRequired", {
      "details.department": ["submissions.departmentRequired"],
    });
  }
  const settings = await loadSettings({ db: app.db });
  if (settings.contact_terms_enabled && input.terms !== true) {
    throw new AppError(422, "terms_required", "submissions.termsRequired", {
      terms: ["submissions.termsRequired"],
    });
  }

  const row = await insertAndNotify(app.db, "MSG", "contact_messages", async (tx, reference) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({
        reference,
        departmentId: department.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject || input.phone,
        message: input.message,
        termsAccepted: input.terms === true,
        lang,
      })
      .returning({ id: contactMessages.id, reference: contactMessages.reference });
    return inserted!;
  });

  return { reference: row.reference, message: translate(lang, "submissions.contactSent") };
}
