import { translate, type Lang, type MessageKey } from "../../../shared/i18n";
import { type InboxKind } from "../../../shared/submissions/inbox";

/**
 * The submissions inbox (issue 18, ADR 0045). Each kind is one of the five submission tables,
 * read through the same columns: name, e-mail, phone and what the item is about. The workflow
 * columns (status, assignee, first read, updated_at) come from migration 0032; notes live in
 * submission_notes; the history is the audit log of the item.
 */

/** The sender's answers of an inbox item, labelled, in the order of its public form. */

export type Row = Record<string, unknown>;
type Answer = [MessageKey, unknown];

/** The sender's answers of one item, in the order of the public form. */
export function answersOf(kind: InboxKind, r: Row, lang: Lang): Answer[] {
  const t = (key: string) => translate(lang, key as MessageKey);
  const yes = (v: unknown) => (v == null ? null : t(v ? "submissions.yes" : "submissions.no"));
  switch (kind) {
    case "applications": {
      const d = (r.details ?? {}) as Record<string, string | number>;
      return [
        ["submissions.fields.gender", d.gender ? t(`submissions.genders.${d.gender}`) : null],
        ["submissions.fields.nationality", d.nationality],
        ["submissions.fields.address", d.address],
        [
          "submissions.fields.education",
          d.education_level ? t(`submissions.education.${d.education_level}`) : null,
        ],
        ["submissions.fields.experience", d.experience_years],
        ["submissions.fields.salary", d.expected_salary],
        ["submissions.fields.specialist", d.specialist_in],
        ["submissions.fields.cv", `${String(r.cv_type).toUpperCase()}`],
      ];
    }
    case "contact":
      return [
        ["submissions.fields.department", r.about],
        ["inbox.fields.subject", r.subject],
        ["submissions.fields.message", r.message],
      ];
    case "complaints": {
      const s = (r.sender ?? {}) as Record<string, string>;
      const v = (r.violator ?? {}) as Record<string, string>;
      const w = (r.witness ?? {}) as Record<string, string>;
      return [
        [
          "submissions.fields.relation",
          s.relation ? t(`submissions.relations.${s.relation}`) : null,
        ],
        ["submissions.fields.violatorName", v.name],
        ["submissions.fields.violatorRole", v.role],
        ["submissions.fields.witnessName", w.name],
        ["submissions.fields.witnessPhone", w.phone],
        ["submissions.fields.what", r.what_happened],
        ["submissions.fields.who", r.who],
        ["submissions.fields.when", r.occurred_on],
        ["submissions.fields.where", r.place],
        ["submissions.fields.otherParties", r.other_parties],
        ["submissions.fields.otherDetails", r.other_details],
        [
          "submissions.fields.evidence",
          Array.isArray(r.evidence) && r.evidence.length
            ? (r.evidence as Array<{ type: string }>).map((e) => e.type.toUpperCase()).join(", ")
            : null,
        ],
      ];
    }
    case "visits":
      return [
        [
          "submissions.fields.visitorType",
          r.visitor_type ? t(`submissions.visitorTypes.${String(r.visitor_type)}`) : null,
        ],
        ["submissions.fields.organization", r.organization],
        ["submissions.fields.visitors", r.visitors],
        ["submissions.fields.visitDate", r.preferred_date],
        ["submissions.fields.notes", r.notes],
      ];
    case "sport_joins":
      return [
        ["inbox.fields.sport", r.about],
        ["submissions.fields.birthDate", r.birthdate],
        ["submissions.fields.level", r.level ? t(`submissions.levels.${String(r.level)}`) : null],
        ["submissions.fields.joined", yes(r.practice)],
        ["submissions.fields.practiceYears", r.practice_years],
        ["submissions.fields.practicePlace", r.practice_place],
        ["submissions.fields.played", yes(r.competition)],
        [
          "submissions.fields.competitionType",
          r.competition_type
            ? t(`submissions.competitionTypes.${String(r.competition_type)}`)
            : null,
        ],
      ];
  }
}
