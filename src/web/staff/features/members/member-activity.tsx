import type { MemberRecord } from "../../../../shared/identity/members-staff";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { Figure } from "../../components/list-parts";
import { Section } from "../../components/section";

type Reservation = MemberRecord["reservations"][number];
type Prediction = MemberRecord["predictions"][number];
type PollAnswer = MemberRecord["polls"][number];
type SurveyAnswer = MemberRecord["surveys"][number];

/** What the member did on the site: reservations, score predictions, poll and survey answers. */
export function MemberActivity({ member }: { member: MemberRecord }) {
  const t = useT();
  const lang = useLang();
  const day = (iso: string) => formatDate(iso, lang);
  const when = (iso: string) => formatDate(iso, lang, { hour: "2-digit", minute: "2-digit" });

  const reservations: StaffColumn<Reservation>[] = [
    {
      id: "event",
      header: t("members.activity.event"),
      cell: ({ row }) => (
        <span className="block">
          {row.original.event}
          <bdi dir="ltr" className="block text-sm text-gray-700">
            {row.original.reference}
          </bdi>
        </span>
      ),
    },
    {
      id: "day",
      header: t("members.activity.day"),
      cell: ({ row }) => day(row.original.attend_on),
    },
    {
      id: "seats",
      header: t("members.activity.seats"),
      cell: ({ row }) => <Figure value={row.original.seats} />,
    },
    {
      id: "state",
      header: t("members.activity.state"),
      cell: ({ row }) =>
        row.original.cancelled
          ? t("members.activity.cancelled")
          : row.original.checked_in
            ? t("members.activity.checkedIn")
            : t("members.activity.booked"),
    },
  ];
  const predictions: StaffColumn<Prediction>[] = [
    {
      id: "match",
      header: t("members.activity.match"),
      cell: ({ row }) => (
        <span className="block">
          {row.original.match}
          {row.original.kickoff ? (
            <span className="block text-sm text-gray-700">{when(row.original.kickoff)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "score",
      header: t("members.activity.score"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="tabular-nums">
          {row.original.team_goals} – {row.original.competitor_team_goals}
        </bdi>
      ),
    },
    {
      id: "at",
      header: t("members.activity.at"),
      cell: ({ row }) => when(row.original.created_at),
    },
  ];
  const polls: StaffColumn<PollAnswer>[] = [
    { id: "poll", header: t("members.activity.poll"), cell: ({ row }) => row.original.title },
    {
      id: "answer",
      header: t("members.activity.answer"),
      cell: ({ row }) =>
        row.original.value === "yes" ? t("members.activity.yes") : t("members.activity.no"),
    },
    {
      id: "at",
      header: t("members.activity.at"),
      cell: ({ row }) => when(row.original.created_at),
    },
  ];
  const surveys: StaffColumn<SurveyAnswer>[] = [
    { id: "survey", header: t("members.activity.survey"), cell: ({ row }) => row.original.title },
    {
      id: "at",
      header: t("members.activity.at"),
      cell: ({ row }) => when(row.original.created_at),
    },
  ];

  return (
    <>
      <Section id="member-reservations" title={t("members.activity.reservations")}>
        <DataTable
          caption={t("members.activity.reservations")}
          columns={reservations}
          data={member.reservations}
          rowKey={(r) => r.id}
          empty={t("members.activity.noReservations")}
        />
      </Section>
      <Section id="member-predictions" title={t("members.activity.predictions")}>
        <DataTable
          caption={t("members.activity.predictions")}
          columns={predictions}
          data={member.predictions}
          rowKey={(p) => p.id}
          empty={t("members.activity.noPredictions")}
        />
      </Section>
      <Section id="member-polls" title={t("members.activity.polls")}>
        <DataTable
          caption={t("members.activity.polls")}
          columns={polls}
          data={member.polls}
          rowKey={(p) => p.key}
          empty={t("members.activity.noPolls")}
        />
      </Section>
      <Section id="member-surveys" title={t("members.activity.surveys")}>
        <DataTable
          caption={t("members.activity.surveys")}
          columns={surveys}
          data={member.surveys}
          rowKey={(s) => `${s.id}-${s.created_at}`}
          empty={t("members.activity.noSurveys")}
        />
      </Section>
    </>
  );
}
