import { useId, useState } from "react";
import { Link } from "react-router";
import { dirOf, type Lang, type MessageKey } from "../../../../shared/i18n";
import type { InboxItem } from "../../../../shared/submissions/inbox";
import {
  inLang,
  replyBody,
  type RepliesDto,
  type ReplyChannel,
} from "../../../../shared/submissions/replies";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { inputClass, linkButton, primaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Field, Notice, SelectField } from "../../components/field";
import { messageText } from "../../lib/staff-lang";
import { staffCall, StaffApiError } from "../../lib/staff-api";
import { TemplateLangSelects, TemplatePreview, type RepliesProps } from "./template-preview";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";

const STATUS_TONE: Record<string, string> = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/** The replies already sent to the sender, with their delivery status. */
function SentReplies({ data }: { data: RepliesDto }) {
  const t = useT();
  const lang = useLang();
  if (!data.replies.length) return <p>{t("inbox.reply.noReplies")}</p>;
  return (
    <ul className="space-y-3" data-testid="inbox-replies">
      {data.replies.map((r) => (
        <li key={r.id} className="rounded-md border border-gray-300 p-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <span className={`rounded px-2 py-0.5 font-bold ${STATUS_TONE[r.status] ?? ""}`}>
              {t(`inbox.reply.statuses.${r.status}`)}
            </span>
            <span>
              {t(`inbox.reply.channels.${r.channel}`)} · {t(`inbox.reply.langs.${r.lang}`)}
            </span>
            <span>
              {r.staff ?? t("inbox.system")} · {formatDate(r.created_at, lang)}{" "}
              {formatTime(r.created_at, lang)}
            </span>
          </p>
          {r.subject ? (
            <p lang={r.lang} dir={dirOf(r.lang)} className="mt-2 font-bold break-words">
              {r.subject}
            </p>
          ) : null}
          <p lang={r.lang} dir={dirOf(r.lang)} className="mt-1 whitespace-pre-line break-words">
            {r.body}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The item's reply panel: a template fills the subject and message in the chosen language
 * (the sender's by default), staff edit them (inputs in that language's direction), the
 * preview shows the placeholders replaced, and the send asks for confirmation. The channel is
 * e-mail when the sender gave an address, SMS otherwise (either when both exist).
 */
export function ReplyPanel({ item, data, onDone }: RepliesProps & { item: InboxItem }) {
  const t = useT();
  const uiLang = useLang();
  const id = useId();
  const templates = data.templates.filter((tp) => tp.purpose === "reply");
  const [templateId, setTemplateId] = useState("");
  const [lang, setLang] = useState<Lang>(data.lang);
  const [channel, setChannel] = useState<ReplyChannel | undefined>(data.channels[0]);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState("");

  const fill = (tid: string, l: Lang) => {
    const tp = templates.find((x) => String(x.id) === tid);
    if (!tp) return;
    setSubject(inLang(tp.subject, l));
    setBody(inLang(tp.body, l));
  };
  if (!channel) return <Notice tone="error">{t("inbox.reply.noChannel")}</Notice>;

  const payload = () => ({
    kind: item.kind,
    id: item.id,
    template_id: templateId ? Number(templateId) : null,
    channel,
    lang,
    subject: channel === "email" ? subject : undefined,
    body,
  });
  const check = (e: React.FormEvent) => {
    e.preventDefault();
    setDone("");
    const parsed = replyBody.safeParse(payload());
    const next: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        next[field] ??= messageText(t, issue.message);
      }
    if (channel === "email" && !subject.trim())
      next.subject = t("inbox.reply.subjectRequired" as MessageKey);
    setErrors(next);
    if (!Object.keys(next).length) setConfirming(true);
  };
  const send = async () => {
    try {
      await staffCall("/inbox/reply", payload(), { lang: uiLang });
    } catch (e) {
      if (e instanceof StaffApiError && Object.keys(e.errors).length) {
        setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? ""])));
      }
      throw e;
    }
    setTemplateId("");
    setSubject("");
    setBody("");
    setDone(t("inbox.reply.sent"));
    onDone();
  };
  const values = data.values[lang];
  const dir = dirOf(lang);
  return (
    <div className="space-y-5">
      <SentReplies data={data} />
      <form onSubmit={check} noValidate className="space-y-4" data-testid="inbox-reply-form">
        <p className="text-sm text-gray-700">{t("inbox.reply.intro")}</p>
        {done ? <Notice tone="success">{done}</Notice> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <TemplateLangSelects
            templates={templates}
            templateId={templateId}
            lang={lang}
            errors={errors}
            noTemplate={t("inbox.reply.noTemplate")}
            onChange={(id, l) => {
              setTemplateId(id);
              setLang(l);
              fill(id, l);
            }}
          />
          <SelectField
            label={t("inbox.reply.channel")}
            name="channel"
            value={channel}
            error={errors.channel}
            disabled={data.channels.length < 2}
            onChange={(e) => setChannel(e.target.value as ReplyChannel)}
          >
            <SelectOptions
              choices={choices(data.channels, (c) => t(`inbox.reply.channels.${c}`))}
            />
          </SelectField>
        </div>
        {channel === "email" ? (
          <Field
            label={t("inbox.reply.subject")}
            name="subject"
            lang={lang}
            dir={dir}
            maxLength={200}
            value={subject}
            error={errors.subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        ) : null}
        <div>
          <label htmlFor={`${id}-body`} className="mb-1 block font-bold">
            {t("inbox.reply.body")}
          </label>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={7}
            maxLength={4000}
            lang={lang}
            dir={dir}
            className={inputClass}
            value={body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${id}-body-error` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {errors.body ? (
            <p id={`${id}-body-error`} className="mt-1 text-sm font-bold text-red-800">
              {errors.body}
            </p>
          ) : null}
        </div>
        {body.trim() ? (
          <TemplatePreview
            subject={channel === "email" ? subject : undefined}
            body={body}
            lang={lang}
            values={values}
            label={t("inbox.reply.preview")}
            testId="inbox-reply-preview"
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton}>
            {t("inbox.reply.send")}
          </button>
          <Link to="/staff/inbox/templates" className={linkButton}>
            {t("inbox.reply.manageTemplates")}
          </Link>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("inbox.reply.confirmTitle")}
        body={t("inbox.reply.confirmText", {
          channel: t(`inbox.reply.channels.${channel}`),
        })}
        confirmLabel={t("inbox.reply.confirm")}
        onConfirm={send}
      />
    </div>
  );
}
