import { Fragment } from "react";
import { isLang } from "../../../../shared/i18n";
import type { InboxItem } from "../../../../shared/submissions/inbox";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { Section } from "../../components/section";

const CONTACTS = [
  ["email", "mailto:"],
  ["phone", "tel:"],
] as const;

const shown = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : String(v));

/**
 * Who sent an inbox item: name, e-mail and phone (links, written left to right but placed at
 * the start of the line like the other values), what it is about, when it came and the
 * language the sender wrote in (by its name in the reader's language). What the sender typed is
 * isolated (`bdi`): Arabic in the English console, or English in the Arabic one, keeps its own
 * order ("البوابة 4", not "4 البوابة"; the full stop at its end) while staying aligned with
 * the page.
 */
export function SenderDetails({ item }: { item: InboxItem }) {
  const t = useT();
  const lang = useLang();
  return (
    <Section id="inbox-sender" title={t("inbox.sender")}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">{t("inbox.columns.name")}</dt>
        <dd>
          <bdi>{item.name}</bdi>
        </dd>
        {CONTACTS.map(([field, scheme]) =>
          item[field] ? (
            <Fragment key={field}>
              <dt className="font-bold">{t(`submissions.fields.${field}`)}</dt>
              <dd>
                <a dir="ltr" className="break-all underline" href={`${scheme}${item[field]}`}>
                  {item[field]}
                </a>
              </dd>
            </Fragment>
          ) : null,
        )}
        <dt className="font-bold">{t(`inbox.columns.about.${item.kind}`)}</dt>
        <dd>
          <bdi>{shown(item.about)}</bdi>
        </dd>
        <dt className="font-bold">{t("inbox.columns.received")}</dt>
        <dd>{`${formatDate(item.created_at, lang)} ${formatTime(item.created_at, lang)}`}</dd>
        <dt className="font-bold">{t("inbox.language")}</dt>
        <dd>{isLang(item.lang) ? t(`inbox.reply.langs.${item.lang}`) : shown(item.lang)}</dd>
      </dl>
    </Section>
  );
}

/** The sender's answers, each value isolated in its own direction (see above). */
export function AnswerList({ answers }: { answers: InboxItem["answers"] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {answers.map((a) => (
        <div key={a.label} className="contents">
          <dt className="font-bold">{a.label}</dt>
          <dd className="whitespace-pre-line break-words">
            <bdi>{a.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
