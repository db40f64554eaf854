import { useState } from "react";
import type { Lang } from "../../../../shared/i18n";
import { inLang, type RepliesDto } from "../../../../shared/submissions/replies";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, primaryButton, secondaryButton } from "../../components/buttons";
import { Notice } from "../../components/field";
import { StaffDialog } from "../../components/staff-dialog";
import { useCall } from "../../components/use-call";
import { staffCall } from "../../lib/staff-api";
import { TemplateLangSelects, TemplatePreview, type RepliesProps } from "./template-preview";

type Decision = "shortlist" | "reject";

function DecisionDialog({
  id,
  decision,
  data,
  onClose,
  onDone,
}: {
  id: number;
  decision: Decision;
  data: RepliesDto;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT();
  const uiLang = useLang();
  const templates = data.templates.filter((tp) => tp.purpose === decision);
  const [templateId, setTemplateId] = useState(templates[0] ? String(templates[0].id) : "");
  const [lang, setLang] = useState<Lang>(data.lang);
  const { busy, error, run } = useCall();
  const template = templates.find((tp) => String(tp.id) === templateId);
  const values = data.values[lang];
  const confirm = async () => {
    if (!template) return;
    await run(async () => {
      await staffCall(
        "/inbox/decide",
        { id, decision, template_id: template.id, lang },
        { lang: uiLang },
      );
      onDone(t(`inbox.reply.decided.${decision}`));
    });
  };
  return (
    <StaffDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(`inbox.reply.decideTitle.${decision}`)}
      role="alertdialog"
      size="lg"
    >
      <div className="space-y-4">
        {templates.length ? (
          <>
            <p>{t("inbox.reply.decideIntro")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TemplateLangSelects
                templates={templates}
                templateId={templateId}
                lang={lang}
                onChange={(id, l) => {
                  setTemplateId(id);
                  setLang(l);
                }}
              />
            </div>
            {template ? (
              <TemplatePreview
                subject={inLang(template.subject, lang)}
                body={inLang(template.body, lang)}
                lang={lang}
                values={values}
                testId="inbox-decision-preview"
              />
            ) : null}
          </>
        ) : (
          <Notice tone="error">{t("inbox.reply.noDecisionTemplate")}</Notice>
        )}
        {error ? <Notice tone="error">{error}</Notice> : null}
        <div className="flex flex-wrap gap-3">
          {template ? (
            <button
              type="button"
              className={decision === "reject" ? dangerButton : primaryButton}
              onClick={confirm}
              disabled={busy}
            >
              {t(`inbox.reply.decideConfirm.${decision}`)}
            </button>
          ) : null}
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("inbox.reply.cancel")}
          </button>
        </div>
      </div>
    </StaffDialog>
  );
}

/** A job application's "Shortlist" and "Reject": each opens its dialog with the template preview. */
export function DecisionButtons({ id, data, onDone }: RepliesProps & { id: number }) {
  const t = useT();
  const [open, setOpen] = useState<Decision | null>(null);
  const [message, setMessage] = useState("");
  return (
    <div className="space-y-3" data-testid="inbox-decision">
      {message ? <Notice tone="success">{message}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => setOpen("shortlist")}>
          {t("inbox.reply.shortlist")}
        </button>
        <button type="button" className={dangerButton} onClick={() => setOpen("reject")}>
          {t("inbox.reply.reject")}
        </button>
      </div>
      {open ? (
        <DecisionDialog
          id={id}
          decision={open}
          data={data}
          onClose={() => setOpen(null)}
          onDone={(text) => {
            setOpen(null);
            setMessage(text);
            onDone();
          }}
        />
      ) : null}
    </div>
  );
}
