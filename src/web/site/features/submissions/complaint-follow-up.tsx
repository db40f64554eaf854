import { useState } from "react";
import {
  complaintFollowUpBody,
  type ComplaintFollowUp,
} from "../../../../shared/submissions/inbox";
import { SiteForm } from "../../../components/ui/form-send";
import { TelField, TextField } from "../../../components/ui/form-controls";
import { ResultModal } from "../../../components/ui/result-modal";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";

/**
 * The complaint follow-up: the reference code the sender received plus the phone they gave
 * show the complaint's status and the club's replies. Nothing is shown unless both match.
 */
export function ComplaintFollowUpForm() {
  const t = useT();
  const lang = useLang();
  const [found, setFound] = useState<ComplaintFollowUp | null>(null);
  const f = useSiteForm({
    schema: complaintFollowUpBody,
    defaultValues: { reference: "", phone: "" },
    toBody: (v) => v,
  });
  const onSubmit = f.handleSubmit(async (body) => {
    setFound(null);
    const res = await f.send("/website/complaints/follow-up", body);
    if (res) setFound(res);
  });
  return (
    <section aria-labelledby="complaint-follow-up" className="card p-5">
      <h2 id="complaint-follow-up" className="text-lg font-bold text-brand-800">
        {t("inbox.followUp.title")}
      </h2>
      <p className="mt-1">{t("inbox.followUp.intro")}</p>
      <SiteForm
        form={f}
        onSubmit={onSubmit}
        testId="complaint-follow-up"
        className="mt-4 grid gap-4 sm:grid-cols-2"
        send={{ label: t("inbox.followUp.submit"), wide: true }}
      >
        <TextField
          label={t("inbox.followUp.reference")}
          dir="ltr"
          autoComplete="off"
          {...f.field("reference")}
        />
        <TelField label={t("inbox.followUp.phone")} {...f.field("phone")} />
      </SiteForm>
      {found ? (
        <div role="status" className="mt-5 space-y-3" data-testid="complaint-status">
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="font-bold">{t("inbox.followUp.reference")}</dt>
            <dd dir="ltr" className="text-start">
              {found.reference}
            </dd>
            <dt className="font-bold">{t("inbox.followUp.status")}</dt>
            <dd>{t(`inbox.statuses.${found.status}`)}</dd>
            <dt className="font-bold">{t("inbox.followUp.received")}</dt>
            <dd>{formatDate(found.created_at, lang)}</dd>
            <dt className="font-bold">{t("inbox.followUp.updated")}</dt>
            <dd>{formatDate(found.updated_at, lang)}</dd>
          </dl>
          <h3 className="font-bold text-brand-800">{t("inbox.followUp.replies")}</h3>
          {found.replies.length ? (
            <ul className="space-y-2">
              {found.replies.map((r, i) => (
                <li key={i} className="rounded-xl bg-surface-muted p-3 shadow-flat">
                  {r.subject ? (
                    <p dir="auto" className="font-bold break-words">
                      {r.subject}
                    </p>
                  ) : null}
                  <p dir="auto" className="whitespace-pre-line break-words">
                    {r.text}
                  </p>
                  <p className="mt-1 text-sm text-gray-700">
                    {formatDate(r.at, lang)}
                    {r.channel === "email" || r.channel === "sms"
                      ? ` · ${t(`inbox.followUp.sentBy.${r.channel}`)}`
                      : ""}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("inbox.followUp.noReplies")}</p>
          )}
        </div>
      ) : null}
      <ResultModal result={f.result} onClose={() => f.setResult(null)} />
    </section>
  );
}
