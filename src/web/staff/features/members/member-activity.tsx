import type { RowData } from "@tanstack/react-table";
import type { MemberRecord } from "../../../../shared/identity/members-staff";
import type { MessageKey } from "../../../../shared/i18n";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import {
  KeyedTable,
  rowKeyOf,
  type RowKeyProp,
  type StaffColumn,
} from "../../components/data-table";
import { Figure } from "../../components/list-parts";
import { columnOf } from "../../components/list-route";
import { Section } from "../../components/section";

type Reservation = MemberRecord["reservations"][number];
type Prediction = MemberRecord["predictions"][number];
type PollAnswer = MemberRecord["polls"][number];
type SurveyAnswer = MemberRecord["surveys"][number];

/** The catalog's words under `members.activity`. */
type After<K, P extends string> = K extends `${P}${infer W}` ? W : never;
type Word = After<MessageKey, "members.activity.">;
type Kind = "reservations" | "predictions" | "polls" | "surveys";

/**
 * One kind of activity: its section (`member-reservations`), titled, captioned and worded when
 * empty (`noReservations`) after its kind, and its table; rows are keyed by id unless said.
 */
function ActivityTable<R extends RowData>(
  props: { kind: Kind; columns: StaffColumn<R>[]; data: R[] } & RowKeyProp<R>,
) {
  const { kind, columns, data } = props;
  const t = useT();
  const title = t(`members.activity.${kind}`);
  const none = `no${kind[0]!.toUpperCase()}${kind.slice(1)}` as `no${Capitalize<Kind>}`;
  return (
    <Section id={`member-${kind}`} title={title}>
      <KeyedTable<R>
        caption={title}
        columns={columns}
        data={data}
        rowKey={rowKeyOf<R>(props)}
        empty={t(`members.activity.${none}`)}
      />
    </Section>
  );
}

/** A name with a smaller line under it (a reference, a kick-off). */
function TwoLines({ main, sub, ltr }: { main: string; sub: React.ReactNode; ltr?: boolean }) {
  return (
    <span className="block">
      {main}
      {sub ? (
        <bdi dir={ltr ? "ltr" : undefined} className="block text-sm text-gray-700">
          {sub}
        </bdi>
      ) : null}
    </span>
  );
}

/** What the member did on the site: reservations, score predictions, poll and survey answers. */
export function MemberActivity({ member }: { member: MemberRecord }) {
  const t = useT();
  const lang = useLang();
  const day = (iso: string) => formatDate(iso, lang);
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });
  const a = (word: Word) => t(`members.activity.${word}`);

  const reservation = columnOf<Reservation>();
  const reservations = [
    reservation("event", a("event"), (r) => <TwoLines main={r.event} sub={r.reference} ltr />),
    reservation("day", a("day"), (r) => day(r.attend_on)),
    reservation("seats", a("seats"), (r) => <Figure value={r.seats} />),
    reservation("state", a("state"), (r) =>
      a(r.cancelled ? "cancelled" : r.checked_in ? "checkedIn" : "booked"),
    ),
  ];
  const prediction = columnOf<Prediction>();
  const predictions = [
    prediction("match", a("match"), (p) => (
      <TwoLines main={p.match} sub={p.kickoff ? when(p.kickoff) : null} />
    )),
    prediction("score", a("score"), (p) => (
      <bdi dir="ltr" className="tabular-nums">
        {p.team_goals} – {p.competitor_team_goals}
      </bdi>
    )),
    prediction("at", a("at"), (p) => when(p.created_at)),
  ];
  const poll = columnOf<PollAnswer>();
  const polls = [
    poll("poll", a("poll"), (p) => p.title),
    poll("answer", a("answer"), (p) => a(p.value === "yes" ? "yes" : "no")),
    poll("at", a("at"), (p) => when(p.created_at)),
  ];
  const survey = columnOf<SurveyAnswer>();
  const surveys = [
    survey("survey", a("survey"), (s) => s.title),
    survey("at", a("at"), (s) => when(s.created_at)),
  ];

  return (
    <>
      <ActivityTable kind="reservations" columns={reservations} data={member.reservations} />
      <ActivityTable kind="predictions" columns={predictions} data={member.predictions} />
      <ActivityTable kind="polls" columns={polls} data={member.polls} rowKey={(p) => p.key} />
      <ActivityTable
        kind="surveys"
        columns={surveys}
        data={member.surveys}
        rowKey={(s) => `${s.id}-${s.created_at}`}
      />
    </>
  );
}
