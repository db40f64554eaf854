import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { visitBody } from "../../../shared/schemas/contact";
import { riyadhToday } from "../../../shared/schemas/form-fields";
import { AppError } from "../../lib/app-error";
import { inboxAddress, insertWithReference, notifyDepartment } from "../../lib/submissions";
import { visitRequests } from "../../db/schema/forms";

type Visit = z.output<typeof visitBody>;

/** Stores a visit request (never for a past day, by the club's calendar) and e-mails the visits team. */
export async function createVisitRequest({
  app,
  lang,
  input,
  now = new Date(),
}: {
  app: FastifyInstance;
  lang: Lang;
  input: Visit;
  now?: Date;
}) {
  // The schema checked this at parse time; the clock may have passed midnight since.
  if (input.preferred_date < riyadhToday(now)) {
    throw new AppError(422, "date_in_past", "forms.visitDatePast", {
      preferred_date: ["forms.visitDatePast"],
    });
  }
  const row = await insertWithReference("VIS", async (reference) => {
    const [inserted] = await app.db
      .insert(visitRequests)
      .values({
        reference,
        visitorType: input.visitor_type,
        organization: input.organization,
        visitors: input.visitors,
        preferredDate: input.preferred_date,
        name: input.name,
        phone: input.phone,
        email: input.email,
        notes: input.notes,
        lang,
      })
      .returning({ id: visitRequests.id, reference: visitRequests.reference });
    return inserted!;
  });
  await notifyDepartment({
    app,
    to: await inboxAddress(app, "visits"),
    table: "visit_requests",
    id: row.id,
    reference: row.reference,
    subjectKey: "forms.mail.visitSubject",
    subjectParams: { date: input.preferred_date },
    replyTo: input.email,
    lines: [
      ["forms.fields.visitorType", translate("ar", `forms.visitorTypes.${input.visitor_type}`)],
      ["forms.fields.organization", input.organization],
      ["forms.fields.visitors", input.visitors],
      ["forms.fields.visitDate", input.preferred_date],
      ["forms.fields.name", input.name],
      ["forms.fields.phone", input.phone],
      ["forms.fields.email", input.email],
      ["forms.fields.notes", input.notes],
    ],
  });
  return {
    reference: row.reference,
    message: translate(lang, "forms.visitSent", { reference: row.reference }),
  };
}
