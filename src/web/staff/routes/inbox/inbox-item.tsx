import { useState } from "react";
import { data, Link, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/inbox-item";
import {
  INBOX_KINDS,
  statusesOf,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
} from "../../../../shared/submissions/inbox";
import type { MessageKey } from "../../../../shared/i18n";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT, type T } from "../../../lib/i18n";
import { linkButton, primaryButton, inputClass } from "../../components/buttons";
import { Field, Notice, SelectField } from "../../components/field";
import { Section } from "../../components/section";
import { CvActions } from "../../features/inbox/cv-actions";
import { DecisionButtons } from "../../features/inbox/decision-buttons";
import { ReplyPanel } from "../../features/inbox/reply-panel";
import { AnswerList, SenderDetails } from "../../features/inbox/sender-details";
import { RatingStars } from "../../features/inbox/rating-stars";
import { staffCall, StaffApiError, staffLoad } from "../../lib/staff-api";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";

const isKind = (v: string | undefined): v is InboxKind =>
  (INBOX_KINDS as readonly string[]).includes(v ?? "");

export async function loader(args: Route.LoaderArgs) {
  const kind = args.params.kind;
  const id = Number(args.params.id);
  if (!isKind(kind) || !Number.isInteger(id) || id < 1)
    throw data({ code: "not_found", message: "" }, { status: 404 });
  const item = await staffLoad(args, "/inbox/get", { kind, id });
  const replies = await staffLoad(args, "/inbox/replies", { kind, id });
  return { item, replies };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.item.reference}` : "" },
];

/** A failed call's words and its field errors (already in the staff member's language). */
function failure(e: unknown, t: T) {
  if (e instanceof StaffApiError)
    return { text: e.message || t("staff.ui.tryAgain"), fields: e.errors };
  return { text: t("staff.ui.tryAgain"), fields: {} as Record<string, string[]> };
}

/** A date-time input's value ("YYYY-MM-DDTHH:mm") in Riyadh time, from an ISO instant. */
function riyadhLocal(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 16);
}

function Workflow({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const t = useT();
  const lang = useLang();
  const [status, setStatus] = useState<InboxStatus>(item.status);
  const [assignee, setAssignee] = useState(item.assignee ? String(item.assignee.id) : "");
  const [visitAt, setVisitAt] = useState(riyadhLocal(item.visit_at));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      await staffCall(
        "/inbox/update",
        {
          kind: item.kind,
          id: item.id,
          status,
          assignee_id: assignee ? Number(assignee) : null,
          ...(item.kind === "visits" && status === "approved" && visitAt
            ? { visit_at: `${visitAt}:00+03:00` }
            : {}),
        },
        { lang },
      );
      setMessage({ tone: "success", text: t("inbox.saved") });
      onDone();
    } catch (err) {
      const f = failure(err, t);
      setErrors(f.fields);
      setMessage({ tone: "error", text: f.text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="inbox-workflow"
    >
      {message ? (
        <div className="sm:col-span-2">
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      ) : null}
      <SelectField
        label={t("inbox.columns.status")}
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value as InboxStatus)}
        error={errors.status?.[0]}
      >
        <SelectOptions choices={choices(statusesOf(item.kind), (s) => t(`inbox.statuses.${s}`))} />
      </SelectField>
      <SelectField
        label={t("inbox.columns.assignee")}
        name="assignee_id"
        value={assignee}
        onChange={(e) => setAssignee(e.target.value)}
        error={errors.assignee_id?.[0]}
      >
        <option value="">{t("inbox.unassigned")}</option>
        <SelectOptions choices={item.assignees.map((a) => ({ value: a.id, label: a.name }))} />
      </SelectField>
      {item.kind === "visits" && status === "approved" ? (
        <Field
          label={t("inbox.visitAt")}
          name="visit_at"
          type="datetime-local"
          required
          value={visitAt}
          onChange={(e) => setVisitAt(e.target.value)}
          error={errors.visit_at?.[0]}
        />
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("inbox.save")}
        </button>
      </div>
    </form>
  );
}

function NoteForm({ item, onDone }: { item: InboxItem; onDone: () => void }) {
  const t = useT();
  const lang = useLang();
  const [text, setText] = useState("");
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    setError(undefined);
    try {
      await staffCall("/inbox/note", { kind: item.kind, id: item.id, text, shared }, { lang });
      setText("");
      setShared(false);
      setMessage({ tone: "success", text: t("inbox.noteAdded") });
      onDone();
    } catch (err) {
      const f = failure(err, t);
      setError(f.fields.text?.[0]);
      setMessage({ tone: "error", text: f.text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={add} noValidate className="mt-4 space-y-3" data-testid="inbox-note-form">
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      <div>
        <label htmlFor="inbox-note" className="mb-1 block font-bold">
          {t("inbox.noteText")}
        </label>
        <textarea
          id="inbox-note"
          name="text"
          rows={3}
          maxLength={4000}
          className={inputClass}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "inbox-note-error" : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {error ? (
          <p id="inbox-note-error" className="mt-1 text-sm font-bold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      {item.kind === "complaints" ? (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            name="shared"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
          {t("inbox.shareNote")}
        </label>
      ) : null}
      <button type="submit" className={primaryButton} disabled={busy}>
        {t("inbox.addNote")}
      </button>
    </form>
  );
}

/** The fields a history entry shows, with their labels. */
const CHANGE_LABELS: Record<string, MessageKey> = {
  status: "inbox.columns.status",
  assignee_id: "inbox.columns.assignee",
  visit_at: "inbox.visitAt",
  rating: "inbox.rating.label",
};

/** /staff/inbox/:kind/:id: the submission in full, its handling, notes and history. */
export default function StaffInboxItem() {
  const { item, replies } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const when = (iso: string) => `${formatDate(iso, lang)} ${formatTime(iso, lang)}`;
  /** A history value in words: a status's name, an assignee's name, a visit's time. */
  const changeText = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === "")
      return field === "assignee_id" ? t("inbox.unassigned") : "—";
    if (field === "status") return t(`inbox.statuses.${String(value)}` as MessageKey);
    if (field === "assignee_id")
      return item.assignees.find((a) => a.id === value)?.name ?? `#${String(value)}`;
    if (field === "visit_at") return when(String(value));
    if (field === "rating") return t("inbox.rating.value", { rating: Number(value) });
    return String(value);
  };
  return (
    <div className="space-y-6">
      <Link to={`/staff/inbox/${item.kind}`} className={linkButton}>
        {t("inbox.back")}
      </Link>
      <div>
        <p className="font-bold text-gray-700">{t(`inbox.kinds.${item.kind}`)}</p>
        <h1 className="text-2xl font-bold text-brand-900">
          {t("inbox.itemTitle", { reference: item.reference, name: item.name })}
        </h1>
        <p className="mt-1">
          {t("inbox.columns.status")}: <strong>{t(`inbox.statuses.${item.status}`)}</strong>
        </p>
      </div>
      <SenderDetails item={item} />
      <Section id="inbox-answers" title={t("inbox.answers")}>
        {item.answers.length ? (
          <AnswerList answers={item.answers} />
        ) : (
          <p>{t("inbox.noAnswers")}</p>
        )}
        {item.cv_type ? <CvActions id={item.id} type={item.cv_type} /> : null}
        {item.kind === "applications" ? (
          <RatingStars id={item.id} rating={item.rating} onDone={refresh} />
        ) : null}
      </Section>
      <Section id="inbox-workflow" title={t("inbox.workflow")}>
        <Workflow key={item.status} item={item} onDone={refresh} />
        {item.kind === "applications" ? (
          <div className="mt-4">
            <DecisionButtons id={item.id} data={replies} onDone={refresh} />
          </div>
        ) : null}
      </Section>
      <Section id="inbox-reply" title={t("inbox.reply.title")}>
        <ReplyPanel item={item} data={replies} onDone={refresh} />
      </Section>
      <Section id="inbox-notes" title={t("inbox.notes")}>
        {item.notes.length ? (
          <ul className="space-y-3" data-testid="inbox-notes">
            {item.notes.map((n) => (
              <li key={n.id} className="rounded-md border border-gray-300 p-3">
                <p className="whitespace-pre-line break-words">{n.text}</p>
                <p className="mt-1 text-sm text-gray-700">
                  {n.staff?.name ?? t("inbox.system")} · {when(n.created_at)}
                  {n.shared ? ` · ${t("inbox.sharedMark")}` : ""}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("inbox.noNotes")}</p>
        )}
        <NoteForm item={item} onDone={refresh} />
      </Section>
      <Section id="inbox-history" title={t("inbox.history")}>
        {item.history.length ? (
          <ol className="space-y-2" data-testid="inbox-history">
            {item.history.map((h, i) => (
              <li key={i} className="border-s-4 border-brand-700 ps-3">
                <p className="font-bold">
                  {t(`inbox.actions.${h.action.replace(/^inbox\./, "")}` as MessageKey)}
                </p>
                <p className="text-sm text-gray-700">
                  {h.actor ?? t("inbox.system")} · {when(h.at)}
                </p>
                {h.changes
                  ? Object.entries(h.changes)
                      .filter(([field]) => field in CHANGE_LABELS)
                      .map(([field, c]) => (
                        <p key={field} className="text-sm">
                          {t("inbox.change", {
                            field: t(CHANGE_LABELS[field]!),
                            before: changeText(field, c.before),
                            after: changeText(field, c.after),
                          })}
                        </p>
                      ))
                  : null}
              </li>
            ))}
          </ol>
        ) : (
          <p>{t("inbox.noHistory")}</p>
        )}
      </Section>
    </div>
  );
}
