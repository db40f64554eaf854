import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { visitBody } from "../../../shared/submissions/contact";
import { riyadhToday } from "../../../shared/platform/form-fields";
import { AppError } from "../../lib/app-error";
import { insertAndNotify } from "./submission-inbox";
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
  const row = await insertAndNotify(app.db, "VIS", "visit_requests", async (tx, reference) => {
    const [inserted] = await tx
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
  return {
    reference: row.reference,
    message: translate(lang, "submissions.visitSent", { reference: row.reference }),
  };
}
