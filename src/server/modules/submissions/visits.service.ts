import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { visitBody } from "../../../shared/submissions/contact";
import { riyadhToday } from "../../../shared/platform/form-fields";
import { AppError } from "../../lib/app-error";
import { inboxAddress, insertWithReference, notifyDepartment } from "./submission-inbox";
import { visitRequests } from "../../db/schema/submissions";

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
    throw new AppError(422, "date_in_past", "submissions.visitDatePast", {
      preferred_date: ["submissions.visitDatePast"],
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
    subjectKey: "submissions.mail.visitSubject",
    subjectParams: { date: input.preferred_date },
    replyTo: input.email,
    lines: [
      [
        "submissions.fields.visitorType",
        translate("ar", `submissions.visitorTypes.${input.visitor_type}`),
      ],
      ["submissions.fields.organization", input.organization],
      ["submissions.fields.visitors", input.visitors],
      ["submissions.fields.visitDate", input.preferred_date],
      ["submissions.fields.name", input.name],
      ["submissions.fields.phone", input.phone],
      ["submissions.fields.email", input.email],
      ["submissions.fields.notes", input.notes],
    ],
  });
  return {
    reference: row.reference,
    message: translate(lang, "submissions.visitSent", { reference: row.reference }),
  };
}
