import { useEffect, useRef, useState } from "react";
import type { ApiErrorBody } from "../../../../shared/api";
import {
  PREDICTION_CLEAR_MS,
  predictionBody,
  predictionConfirmBody,
} from "../../../../shared/engagement/schemas";
import { asciiDigits } from "../../../../shared/platform/phone";
import type { MatchDto } from "../../../../shared/sports/dtos";
import type { PredictionResultDto } from "../../../../shared/engagement/dtos";
import { BotCheck } from "../../../components/ui/bot-check";
import { SubmitButton, TelField, TextField } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { browserApi } from "../../../lib/api-client";
import {
  focusFirstError,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
} from "../../../lib/form";
import { useLang, useT } from "../../../lib/i18n";
import { PredictionSplit } from "./prediction-split";

type Values = {
  team_goals: string;
  competitor_team_goals: string;
  fullName: string;
  phone: string;
};
const EMPTY: Values = { team_goals: "", competitor_team_goals: "", fullName: "", phone: "" };
type Step = "form" | "code" | "result";

const digitsOnly = (text: string, max: number) =>
  asciiDigits(text).replace(/\D/g, "").slice(0, max);

/**
 * The expect modal: the score and the fan's name and mobile, then the SMS code, then the split
 * of every fan's prediction. The entered data is cleared 3 s after a success (spec section 4).
 */
export function ExpectModal({ match, onClose }: { match: MatchDto | null; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>("form");
  const [values, setValues] = useState<Values>(EMPTY);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: "error" | "info"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [result, setResult] = useState<PredictionResultDto | null>(null);

  const team = t("app.clubName");
  const competitor = match?.competitor_club?.Name ?? "";

  // A new match (or reopening) starts from the form.
  useEffect(() => {
    if (!match) return;
    setStep("form");
    setErrors({});
    setMessage(null);
    setResult(null);
    setCode("");
  }, [match]);

  // The form data is cleared shortly after a success; the result stays on screen.
  useEffect(() => {
    if (step !== "result") return;
    const timer = setTimeout(() => {
      setValues(EMPTY);
      setCode("");
    }, PREDICTION_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const set = (field: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const raw = e.currentTarget.value;
    const value =
      field === "team_goals" || field === "competitor_team_goals" ? digitsOnly(raw, 2) : raw;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((er) => {
      if (!er[field]) return er;
      const next = { ...er };
      delete next[field];
      return next;
    });
  };

  const body = () => ({ match_id: match?.id, ...values });

  const showFailure = (res: { status: number; error: ApiErrorBody }) => {
    const fields = serverFieldErrors(res.error);
    const known = ["team_goals", "competitor_team_goals", "fullName", "phone", "code"];
    if (
      res.error.code === "already_voted" ||
      res.error.code === "prediction_closed" ||
      !Object.keys(fields).some((f) => known.includes(f))
    ) {
      setMessage({ kind: "error", text: res.error.message || t("errorPage.body") });
      return;
    }
    setErrors(fields);
    requestAnimationFrame(() => focusFirstError(formRef.current, fields));
  };

  const sendCode = async (): Promise<boolean> => {
    setMessage(null);
    const local = validateForm(predictionBody, body(), t);
    if (local) {
      setErrors(local);
      requestAnimationFrame(() => focusFirstError(formRef.current, local));
      return false;
    }
    setBusy(true);
    const res = await browserApi(
      "/website/matches/expect",
      { ...body(), "g-recaptcha-response": botToken ?? undefined },
      { lang },
    );
    setBusy(false);
    setBotToken(null);
    setBotKey((k) => k + 1);
    if (res.ok) return true;
    showFailure(res);
    return false;
  };

  const onSubmitForm = async (e: React.FormEvent) => {
    e.preventDefault();
    if (await sendCode()) {
      setErrors({});
      setStep("code");
    }
  };

  const onResend = async () => {
    if (await sendCode()) setMessage({ kind: "info", text: t("engagement.predict.resent") });
  };

  const onConfirm = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const payload = { ...body(), code };
    const local = validateForm(predictionConfirmBody, payload, t);
    if (local) {
      setErrors(local);
      return;
    }
    setBusy(true);
    const res = await browserApi("/website/matches/expect/results", payload, {
      lang,
    });
    setBusy(false);
    if (res.ok) {
      setResult(res.results);
      setErrors({});
      setStep("result");
      return;
    }
    showFailure(res);
  };

  const notice = message ? (
    <p
      role={message.kind === "error" ? "alert" : "status"}
      data-testid={`expect-${message.kind}`}
      className={`mt-4 rounded-xl p-3 text-sm ${message.kind === "error" ? "bg-red-50 text-red-800" : "bg-brand-50 text-brand-900"}`}
    >
      {message.text}
    </p>
  ) : null;

  const goalField = (field: "team_goals" | "competitor_team_goals", name: string) => (
    <TextField
      label={t("engagement.predict.goalsOf", { team: name })}
      name={field}
      value={values[field]}
      onChange={set(field)}
      error={errors[field]}
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
        step === "form" ? (
          <form
            ref={formRef}
            noValidate
            onSubmit={onSubmitForm}
            className="space-y-4"
            data-testid="expect-form"
          >
            <p className="text-ink/80">{t("engagement.predict.intro", { team, competitor })}</p>
            <div className="flex items-start gap-3">
              {goalField("team_goals", team)}
              <span aria-hidden="true" className="mt-9 text-xl font-bold text-ink/50">
                –
              </span>
              {goalField("competitor_team_goals", competitor)}
            </div>
            <TextField
              label={t("engagement.predict.fullName")}
              hint={t("engagement.predict.fullNameHint")}
              name="fullName"
              value={values.fullName}
              onChange={set("fullName")}
              error={errors.fullName}
              autoComplete="name"
              maxLength={100}
            />
            <TelField
              label={t("engagement.predict.phone")}
              hint={t("engagement.predict.phoneHint")}
              name="phone"
              value={values.phone}
              onChange={set("phone")}
              error={errors.phone}
              autoComplete="tel-national"
              maxLength={20}
              placeholder="5XXXXXXXX"
            />
            <BotCheck onChange={setBotToken} resetKey={botKey} />
            {notice}
            <SubmitButton busy={busy} disabled={!botToken} className="w-full">
              {t("engagement.predict.send")}
            </SubmitButton>
          </form>
        ) : step === "code" ? (
          <form
            ref={formRef}
            noValidate
            onSubmit={onConfirm}
            className="space-y-4"
            data-testid="expect-code"
          >
            <p>
              {t("engagement.predict.codeSent")}{" "}
              <bdi dir="ltr" className="font-bold">
                +966 {values.phone.replace(/\D/g, "").replace(/^(00966|966|0)/, "")}
              </bdi>
            </p>
            <TextField
              label={t("engagement.predict.code")}
              name="code"
              value={code}
              onChange={(e) => {
                setCode(digitsOnly(e.currentTarget.value, 4));
                setErrors({});
              }}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              dir="ltr"
              data-autofocus
              className="max-w-48"
            />
            {notice}
            <SubmitButton busy={busy} disabled={code.length !== 4} className="w-full">
              {t("engagement.predict.confirm")}
            </SubmitButton>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => {
                  setStep("form");
                  setMessage(null);
                  setCode("");
                }}
                className="min-h-11 font-bold text-brand-700 underline"
              >
                {t("engagement.predict.edit")}
              </button>
              <button
                type="button"
                onClick={onResend}
                disabled={busy || !botToken}
                className="min-h-11 font-bold text-brand-700 underline disabled:opacity-50"
              >
                {t("engagement.predict.resend")}
              </button>
            </div>
            <BotCheck onChange={setBotToken} resetKey={botKey} />
          </form>
        ) : result ? (
          <div data-testid="expect-result">
            <p role="status" className="rounded-xl bg-brand-50 p-4 font-bold text-brand-900">
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
              <button
                type="button"
                onClick={onClose}
                className="min-h-11 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
              >
                {t("engagement.predict.done")}
              </button>
            </div>
          </div>
        ) : null
      ) : null}
    </Modal>
  );
}
