import { useWatch } from "react-hook-form";
import { surveySaveBody, type SurveyRecord } from "../../../../shared/engagement/surveys-staff";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { LifecycleForm, useLifecycleForm } from "../../components/lifecycle-form";
import type { LifecycleFormProps } from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, useFieldError } from "../../components/record-form";
import { SurveyQuestionsEditor } from "./survey-questions-editor";
import { KEYED_DEFAULTS, KeyTitleFields, useKeyedLabels, WindowFields } from "./window-fields";

/**
 * Creates or edits a survey (issue 15, ADR 0054): its address key, title and description in
 * three languages, members only, password, answering window, and its questions; an existing
 * survey has its publishing bar above. The questions are saved with the survey, in one version.
 */
export function SurveyForm(props: LifecycleFormProps<SurveyRecord>) {
  const t = useT();
  const r = useLifecycleForm({
    ...props,
    base: "/surveys",
    schema: surveySaveBody,
    // The password is never read back: a new one is typed, or it stays as it is.
    start: (s) => ({ ...s, password: "" }),
    defaults: {
      ...KEYED_DEFAULTS,
      description: { ar: "", en: "", es: "" },
      members_only: false,
      password_set: false,
      password: "",
      questions: [],
    },
  });
  const err = useFieldError(r.form);
  const protectedOn = useWatch({ control: r.form.control, name: "password_set" }) === true;
  const labels = {
    ...useKeyedLabels(),
    description: t("surveysStaff.description"),
    questions: t("surveysStaff.questionsTitle"),
  };
  return (
    <LifecycleForm {...props} r={r} fieldLabels={labels}>
      <KeyTitleFields keyHint={t("surveysStaff.surveyKeyHint")} />
      <LocalizedFields name="description" label={labels.description} required={false} multiline />
      <CheckField name="members_only" label={t("surveysStaff.membersOnly")} />
      <fieldset className="space-y-2 rounded-md border p-3">
        <legend className="px-1 font-bold">{t("surveysStaff.password")}</legend>
        <CheckField name="password_set" label={t("surveysStaff.passwordProtected")} />
        {protectedOn ? (
          <Field
            label={t("surveysStaff.passwordNew")}
            hint={t(
              props.record?.password_set
                ? "surveysStaff.passwordHintSet"
                : "surveysStaff.passwordHintNone",
            )}
            type="text"
            dir="ltr"
            autoComplete="off"
            className="max-w-sm"
            error={err("password")}
            {...r.form.register("password")}
          />
        ) : null}
      </fieldset>
      <WindowFields />
      <SurveyQuestionsEditor />
    </LifecycleForm>
  );
}
