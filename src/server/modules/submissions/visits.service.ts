import type { z } from "zod";
import type { visitBody } from "../../../shared/submissions/contact";
import { riyadhToday } from "../../../shared/platform/form-fields";
import { formRefusal, storeSubmission, type FormSubmission } from "./submission-inbox";
import { visitRequests } from "../../db/schema/submissions";

type Visit = z.output<typeof visitBody>;

/** Stores a visit request (never for a past day, by the club's calendar) and e-mails the visits team. */
export async function createVisitRequest({
  app,
  lang,
  input,
  now = new Date(),
}: FormSubmission<Visit> & { now?: Date }) {
  // The schema checked this at parse time; the clock may have passed midnight since.
  if (input.preferred_date < riyadhToday(now))
    throw formRefusal(422, "date_in_past", "submissions.visitDatePast", "preferred_date");
  return storeSubmission({ app, lang }, "VIS", visitRequests, "submissions.visitSent", {
    visitorType: input.visitor_type,
    organization: input.organization,
    visitors: input.visitors,
    preferredDate: input.preferred_date,
    name: input.name,
    phone: input.phone,
    email: input.email,
    notes: input.notes,
  });
}
