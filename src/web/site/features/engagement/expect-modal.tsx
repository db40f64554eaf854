import { useEffect, useState } from "react";
import {
  PREDICTION_CLEAR_MS,
  predictionBody,
  type PredictionInput,
} from "../../../../shared/engagement/schemas";
import { asciiDigits } from "../../../../shared/platform/phone";
import type { MatchDto } from "../../../../shared/sports/dtos";
import type { PredictionResultDto } from "../../../../shared/engagement/dtos";
import { BotCheck } from "../../../components/ui/bot-check";
import { SubmitButton, TextField } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { useTimeout } from "../../../components/ui/use-timeout";
import { browserApi } from "../../../lib/api-client";
import { useLang, useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { SenderFields } from "../../components/sender-fields";
import { codeFailure, SmsCodeFlow, type CodeOutcome } from "../../components/sms-code-flow";
import { PredictionSplit } from "./prediction-split";
import { Button } from "../../../components/ui/button";

type Values = {
  team_goals: string;
  competitor_team_goals: string;
  fullName: string;
  phone: string;
};
const EMPTY: Values = { team_goals: "", competitor_team_goals: "", fullName: "", phone: "" };

const digitsOnly = (text: string, max: number) =>
  asciiDigits(text).replace(/\D/g, "").slice(0, max);

/**
 * The expect modal: the score and the fan's name and mobile (the shared phone field), then the
 * shared SMS-code step, then the split of every fan's prediction. The entered data is cleared
 * 3 s after a success (spec section 4).
 */
export function ExpectModal({ match, onClose }: { match: MatchDto | null; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const [sent, setSent] = useState<{ body: PredictionInput; expiresIn: number } | null>(null);
  const [result, setResult] = useState<PredictionResultDto | null>(null);
  const f = useSiteForm({
    schema: predictionBody,
    defaultValues: EMPTY,
    toBody: (v: Values) => ({ match_id: match?.id, ...v }),
  });

  const team = t("app.clubName");
  const competitor = match?.competitor_club?.Name ?? "";

  // A new match (or reopening) starts from the form.
  useEffect(() => {
    if (!match) return;
    setSent(null);
    setResult(null);
    f.setResult(null);
    f.form.clearErrors();
    // Only when the match changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match]);

  // The form data is cleared shortly after a success; the result stays on screen.
  useTimeout(result, PREDICTION_CLEAR_MS, () => f.form.reset(EMPTY));

  const onSubmitForm = f.handleSubmit(async (body) => {
    f.setResult(null);
    const res = await f.send("/website/matches/expect", body);
    if (res) setSent({ body, expiresIn: res.expires_in });
  });

  const resend = async (token: string): Promise<CodeOutcome> => {
    const res = await browserApi(
      "/website/matches/expect",
      { ...sent!.body, "g-recaptcha-response": token },
      { lang },
    );
    if (!res.ok) return codeFailure(res, t);
    return { ok: true, expiresIn: res.results.expires_in };
  };

  const verify = async (code: string): Promise<CodeOutcome> => {
    const { "g-recaptcha-response": _token, ...body } = sent!.body;
    const res = await browserApi("/website/matches/expect/results", { ...body, code }, { lang });
    if (!res.ok) return codeFailure(res, t);
    setResult(res.results);
    return { ok: true };
  };

  const notice =
    f.result?.kind === "alert" ? (
      <p
        role="alert"
        data-testid="expect-error"
        className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800"
      >
        {f.result.message}
      </p>
    ) : null;

  const goalField = (field: "team_goals" | "competitor_team_goals", name: string) => (
    <TextField
      label={t("engagement.predict.goalsOf", { team: name })}
      {...f.field(field)}
      onChange={(e) => {
        e.currentTarget.value = digitsOnly(e.currentTarget.value, 2);
        void f.field(field).onChange(e);
      }}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={2}
      autoComplete="off"
      dir="ltr"
      className="flex-1"
    />
  );

  return (
    <Modal open={match !== null} onClose={onClose} title={t("engagement.predict.title")}>
      {match ? (
        result ? null : sent === null ? (
          <form
            ref={f.formRef}
            noValidate
            onSubmit={onSubmitForm}
            className="space-y-4"
            data-testid="expect-form"
          >
            <p className="text-ink-muted">{t("engagement.predict.intro", { team, competitor })}</p>
            <div className="flex items-start gap-3">
              {goalField("team_goals", team)}
              <span aria-hidden="true" className="mt-9 text-title font-bold text-ink-muted">
                –
              </span>
              {goalField("competitor_team_goals", competitor)}
            </div>
            <SenderFields
              name={{
                ...f.field("fullName"),
                hint: t("engagement.predict.fullNameHint"),
                maxLength: 100,
              }}
              phone={{ ...f.field("phone"), hint: t("engagement.predict.phoneHint") }}
              labels={{
                name: t("engagement.predict.fullName"),
                phone: t("engagement.predict.phone"),
              }}
              saudiPhone
              wide={null}
            />
            <BotCheck onChange={f.setToken} resetKey={f.botKey} />
            {notice}
            <SubmitButton busy={f.busy} disabled={!f.token} className="w-full">
              {t("engagement.predict.send")}
            </SubmitButton>
          </form>
        ) : (
          <SmsCodeFlow
            sentTo={sent.body.phone}
            expiresIn={sent.expiresIn}
            onVerify={verify}
            onResend={resend}
            onChangePhone={() => setSent(null)}
            confirmLabel={t("engagement.predict.confirm")}
            testId="expect-code"
          />
        )
      ) : null}
      {match && result ? (
        <div data-testid="expect-result">
          <p
            role="status"
            className="rounded-xl bg-surface-muted shadow-flat p-4 font-bold text-brand-900"
          >
            {t("engagement.predict.thanks")}
          </p>
          <p className="mt-4">
            {t("engagement.predict.yours")}:{" "}
            <strong className="inline-flex flex-wrap gap-x-1.5">
              <span>{team}</span>
              <span>{result.prediction.team_goals}</span>
              <span aria-hidden="true">–</span>
              <span>{result.prediction.competitor_team_goals}</span>
              <span>{competitor}</span>
            </strong>
          </p>
          <PredictionSplit stats={result.statistics} team={team} competitor={competitor} />
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>{t("engagement.predict.done")}</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
