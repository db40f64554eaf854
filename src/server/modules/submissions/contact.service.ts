import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { contactBody } from "../../../shared/submissions/contact";
import { formRefusal, storeSubmission, type FormSubmission } from "./submission-inbox";
import { contactMessages } from "../../db/schema/submissions";
import { departments } from "../../db/schema/platform";
import { loadSettings } from "../platform/settings.service";

type ContactMessage = z.output<typeof contactBody>;

/**
 * Stores a contact message for the chosen department and e-mails that department. The terms
 * checkbox is required only while the settings switch it on.
 */
export async function createContactMessage({ app, lang, input }: FormSubmission<ContactMessage>) {
  const [department] = await app.db
    .select()
    .from(departments)
    .where(and(eq(departments.id, input.details.department), eq(departments.status, 1)));
  if (!department)
    throw formRefusal(
      422,
      "department_required",
      "submissions.departmentRequired",
      "details.department",
    );
  const settings = await loadSettings({ db: app.db });
  if (settings.contact_terms_enabled && input.terms !== true)
    throw formRefusal(422, "terms_required", "submissions.termsRequired", "terms");

  return storeSubmission({ app, lang }, "MSG", contactMessages, "submissions.contactSent", {
    departmentId: department.id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject || input.phone,
    message: input.message,
    termsAccepted: input.terms === true,
  });
}
