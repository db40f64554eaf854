import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { localize, translate, type Lang } from "../../../shared/i18n";
import type { contactBody } from "../../../shared/schemas/contact";
import { AppError } from "../../lib/app-error";
import { insertWithReference, notifyDepartment } from "../../lib/submissions";
import { contactMessages } from "../../db/schema/forms";
import { departments } from "../../db/schema/platform";
import { loadSettings } from "../settings/settings.service";

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
    throw new AppError(422, "department_required", "forms.departmentRequired", {
      "details.department": ["forms.departmentRequired"],
    });
  }
  const settings = await loadSettings({ db: app.db });
  if (settings.contact_terms_enabled && input.terms !== true) {
    throw new AppError(422, "terms_required", "forms.termsRequired", {
      terms: ["forms.termsRequired"],
    });
  }

  const row = await insertWithReference("MSG", async (reference) => {
    const [inserted] = await app.db
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

  await notifyDepartment({
    app,
    to: department.email,
    table: "contact_messages",
    id: row.id,
    reference: row.reference,
    subjectKey: "forms.mail.contactSubject",
    subjectParams: { department: localize(department.title, "ar") },
    replyTo: input.email,
    lines: [
      ["forms.fields.name", input.name],
      ["forms.fields.email", input.email],
      ["forms.fields.phone", input.phone],
      ["forms.fields.message", input.message],
    ],
  });
  return { reference: row.reference, message: translate(lang, "forms.contactSent") };
}
