import { useState } from "react";
import { useLoaderData, useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/member-edit";
import { can } from "../../../../shared/staff/permissions";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, inputClass, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Notice } from "../../components/field";
import { loadRecord, recordTitle, RecordScreen } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { Section } from "../../components/section";
import { MemberActivity } from "../../features/members/member-activity";
import { MemberForm } from "../../features/members/member-form";
import { MemberState } from "../../features/members/member-state";
import { joinWords } from "../../lib/list-text";
import { staffCall } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";
import type { ShellData } from "../staff-shell";

export async function loader(args: Route.LoaderArgs) {
  return {
    member: await loadRecord(args, "/members/get"),
    title: recordTitle(args, "members.addTitle", "members.editTitle"),
  };
}

export const meta = titleMeta;

type Action = "deactivate" | "reactivate" | "unlock";

/** /staff/members/new (add a member) and /staff/members/:id (one member, looked after). */
export default function StaffMemberEdit() {
  const { member, title } = useLoaderData<typeof loader>();
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState("");
  const manage = can(staff.roles, "members.manage");
  const back = { to: "/staff/members", label: t("members.nav") };

  if (!member) {
    return (
      <RecordScreen back={back} title={title}>
        <p className="max-w-3xl">{t("members.addHint")}</p>
        <MemberForm member={null} onSaved={(s) => void navigate(`/staff/members/${s.id}`)} />
      </RecordScreen>
    );
  }

  const run = async (a: Action) => {
    if (a === "unlock") await staffCall("/members/unlock", { id: member.id }, { lang });
    else
      await staffCall(
        "/members/status",
        { id: member.id, active: a === "reactivate", reason },
        { lang },
      );
    setDone(t(`members.actions.${a}.done`));
    setReason("");
    void revalidator.revalidate();
  };

  const actions: Action[] = manage
    ? [...(member.locked ? (["unlock"] as const) : []), member.active ? "deactivate" : "reactivate"]
    : [];

  return (
    <RecordScreen
      back={back}
      title={member.name || t("members.noName")}
      actions={actions.map((a) => (
        <button
          key={a}
          type="button"
          className={a === "deactivate" ? dangerButton : secondaryButton}
          onClick={() => {
            setDone("");
            setAction(a);
          }}
        >
          {t(`members.actions.${a}.button`)}
        </button>
      ))}
    >
      {done ? <Notice tone="success">{done}</Notice> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">{t("members.number")}</dt>
        <dd className="tabular-nums">{member.id}</dd>
        <dt className="font-bold">{t("members.state")}</dt>
        <dd>
          <MemberState member={member} />
          {member.locked_until ? (
            <span className="mt-1 block text-sm">
              {t("members.lockedUntil", {
                time: formatDate(member.locked_until, lang, { hour: "2-digit", minute: "2-digit" }),
              })}
            </span>
          ) : null}
        </dd>
        <dt className="font-bold">{t("members.place")}</dt>
        <dd>
          {joinWords(
            lang,
            [member.city, member.country].filter((p) => typeof p === "string" && p !== ""),
          ) || "—"}
        </dd>
        <dt className="font-bold">{t("members.joined")}</dt>
        <dd>{formatDate(member.created_at, lang)}</dd>
      </dl>
      {manage ? (
        <Section id="member-details" title={t("members.details")}>
          <MemberForm
            key={member.version}
            member={member}
            onSaved={() => void revalidator.revalidate()}
          />
        </Section>
      ) : null}
      <MemberActivity member={member} />
      {action ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setAction(null);
          }}
          title={t(`members.actions.${action}.title`, { name: member.name || member.phone })}
          body={
            <>
              <p>{t(`members.actions.${action}.body`)}</p>
              {action === "deactivate" ? (
                <label className="mt-3 block">
                  <span className="mb-1 block font-bold">{t("members.reason")}</span>
                  <textarea
                    className={inputClass}
                    rows={3}
                    maxLength={300}
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                  />
                </label>
              ) : null}
            </>
          }
          confirmLabel={t(`members.actions.${action}.button`)}
          destructive={action === "deactivate"}
          onConfirm={() => run(action)}
        />
      ) : null}
    </RecordScreen>
  );
}
