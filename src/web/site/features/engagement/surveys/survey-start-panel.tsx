import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { SurveyDto } from "../../../../../shared/engagement/dtos";
import { surveyOpenBody } from "../../../../../shared/engagement/schemas";
import { BotCheck } from "../../../../components/ui/bot-check";
import { SubmitButton, TextField } from "../../../../components/ui/form-controls";
import { LocalLink } from "../../../../components/ui/local-link";
import { browserApi } from "../../../../lib/api-client";
import { localePath, useLang, useT } from "../../../../lib/i18n";
import { failureText, useSiteForm } from "../../../../lib/use-site-form";
import { updatePath, useSession } from "../../../lib/session";
import {
  surveyFinishedPath,
  surveyPassword,
  surveyQuestionsPath,
  surveyStartPath,
  type SurveyStartState,
} from "./survey-paths";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The survey's start screen: what it is about, then the way in. A protected survey asks for
 * its password here; a members' survey asks to sign in or to complete the profile first. The
 * bot-check badge solves its challenge while the visitor reads (once the password field is used,
 * when there is one); its token goes with the answers.
 */
export function SurveyStartPanel({ survey }: { survey: SurveyDto }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { user, requestLogin } = useSession();
  const needsPassword = survey.password_required && survey.locked;
  const f = useSiteForm({
    schema: surveyOpenBody(needsPassword),
    defaultValues: { password: "" },
    toBody: (v: { password: string }) => ({
      key: survey.key,
      ...(needsPassword ? { password: v.password } : {}),
    }),
  });
  const blockedForMember = survey.members_only && (!user || !user.complete);

  // A visitor's earlier answer is known from their cookie, which only the browser sends; a
  // member who signs in here may have answered before too.
  useEffect(() => {
    let cancelled = false;
    browserApi(`/website/surveys/view/${survey.id}`, { key: survey.key }, { lang }).then((res) => {
      if (!cancelled && res.ok && res.results.answered) {
        navigate(localePath(lang, surveyFinishedPath("answered", survey.id, survey.key)), {
          replace: true,
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [user, survey.id, survey.key, lang, navigate]);

  // The password is checked here; the bot-check token is not spent but goes with the answers.
  const start = f.handleSubmit(async (body) => {
    const state: SurveyStartState = { botToken: f.token ?? undefined };
    if (needsPassword && body.password) {
      const res = await browserApi(`/website/surveys/view/${survey.id}`, body, { lang });
      if (!res.ok) {
        f.form.setError(
          "password",
          { type: "server", message: res.error.errors?.password?.[0] ?? failureText(res, t) },
          { shouldFocus: true },
        );
        return;
      }
      surveyPassword.set(survey.id, body.password);
      state.password = body.password;
    }
    navigate(localePath(lang, surveyQuestionsPath(survey.id, survey.key)), { state });
  });

  const returnTo = localePath(lang, surveyStartPath(survey.id, survey.key));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 *:max-w-3xl">
      {text(survey.description) ? <p className="text-lg">{text(survey.description)}</p> : null}
      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-surface-sunken px-3 py-1 font-bold text-pitch-900">
          {t("engagement.survey.questionsCount", { n: survey.questions_count })}
        </li>
        {survey.password_required ? (
          <li className="rounded-full bg-gold-500/20 px-3 py-1 font-bold">
            {t("engagement.survey.protected")}
          </li>
        ) : null}
        {survey.members_only ? (
          <li className="rounded-full bg-gold-500/20 px-3 py-1 font-bold">
            {t("engagement.survey.membersOnly")}
          </li>
        ) : null}
      </ul>

      {blockedForMember ? (
        <div className="mt-8 card-muted p-6" role="note" data-testid="survey-members-only">
          {!user ? (
            <>
              <p>{t("engagement.survey.membersOnlyBody")}</p>
              <button
                type="button"
                onClick={() =>
                  requestLogin({
                    variant: "join",
                    onSuccess: () => navigate(returnTo, { replace: true }),
                  })
                }
                className="mt-4 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
              >
                {t("engagement.survey.signIn")}
              </button>
            </>
          ) : (
            <>
              <p>{t("engagement.survey.completeProfile")}</p>
              <LocalLink
                to={updatePath(surveyStartPath(survey.id, survey.key))}
                className="mt-4 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
              >
                {t("engagement.survey.completeNow")}
              </LocalLink>
            </>
          )}
        </div>
      ) : (
        <form
          ref={f.formRef}
          noValidate
          onSubmit={start}
          className="mt-8 max-w-md space-y-4"
          data-testid="survey-start"
        >
          {needsPassword ? (
            <TextField
              label={t("engagement.survey.password")}
              hint={t("engagement.survey.passwordHint")}
              type="password"
              autoComplete="off"
              maxLength={200}
              {...f.field("password")}
            />
          ) : null}
          <BotCheck onChange={f.setToken} eager={!needsPassword} />
          <SubmitButton busy={f.busy} disabled={!f.token}>
            {t("engagement.survey.start")}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
