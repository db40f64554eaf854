import { useWatch } from "react-hook-form";
import type { LifecycleState } from "../../../../shared/content/lifecycle";
import { surveySaveBody, type SurveyRecord } from "../../../../shared/engagement/surveys-staff";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { KeyOrderFields, LifecycleForm, useLifecycleForm } from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, useFieldError } from "../../components/record-form";
import { SurveyQuestionsEditor } from "./survey-questions-editor";
import { WindowFields } from "./window-fields";

/**
 * Creates or edits a survey (issue 15, ADR 0054): its address key, title and description in
 * three languages, members only, password, answering window, and its questions; an existing
 * survey has its publishing bar above. The questions are saved with the survey, in one version.
 */
export function SurveyForm({
  survey,
  onSaved,
  onChanged,
}: {
  survey: (SurveyRecord & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const r = useLifecycleForm({
    schema: surveySaveBody,
    savePath: "/surveys/save",
    record: survey,
    // The password is never read back: a new one is typed, or it stays as it is.
    start: (s) => ({ ...s, password: "" }),
    onSaved,
    defaults: {
      key: "",
      title: { ar: "", en: "", es: "" },
      description: { ar: "", en: "", es: "" },
      members_only: false,
      password_set: false,
      password: "",
      opens_at: null,
      closes_at: null,
      ord: 0,
      questions: [],
    },
  });
  const err = useFieldError(r.form);
  const protectedOn = useWatch({ control: r.form.control, name: "password_set" }) === true;
  const labels = {
    key: t("surveysStaff.key"),
    title: t("surveysStaff.title"),
    description: t("surveysStaff.description"),
    ord: t("surveysStaff.order"),
    questions: t("surveysStaff.questionsTitle"),
    opens_at: t("surveysStaff.opensAt"),
    closes_at: t("surveysStaff.closesAt"),
  };
  return (
    <LifecycleForm base="/surveys" record={survey} r={r} fieldLabels={labels} onChanged={onChanged}>
      <KeyOrderFields
        name="key"
        label={labels.key}
        hint={t("surveysStaff.surveyKeyHint")}
        orderLabel={labels.ord}
      />
      <LocalizedFields name="title" label={labels.title} />
      <LocalizedFields name="description" label={labels.description} required={false} multiline />
      <CheckField name="members_only" label={t("surveysStaff.membersOnly")} />
      <fieldset className="space-y-2 rounded-md border p-3">
        <legend className="px-1 font-bold">{t("surveysStaff.password")}</legend>
        <CheckField name="password_set" label={t("surveysStaff.passwordProtected")} />
        {protectedOn ? (
          <Field
            label={t("surveysStaff.passwordNew")}
            hint={t(
              survey?.password_set
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
