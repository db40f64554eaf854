import { get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import {
  CHOICE_TYPES,
  SURVEY_QUESTION_KINDS,
  type SurveyQuestionKind,
} from "../../../../shared/engagement/surveys-staff";
import type { Lang } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField } from "../../components/record-form";
import { SortableChildList } from "../../components/sortable-child-list";
import { messageText } from "../../lib/staff-lang";

type Loc = Partial<Record<Lang, string>>;
type QuestionValue = {
  id?: number;
  type: SurveyQuestionKind;
  title: Loc;
  required?: boolean;
  visible?: boolean;
  answered?: boolean;
  options: { id?: number; title: Loc; answered?: boolean }[];
};

const empty = () => ({ ar: "", en: "", es: "" });
const newQuestion = (type: SurveyQuestionKind): QuestionValue => ({
  type,
  title: empty(),
  required: true,
  visible: true,
  options: CHOICE_TYPES.includes(type) ? [{ title: empty() }, { title: empty() }] : [],
});

/** A choice question's options: each in three languages, added, removed (unless answered). */
function OptionsEditor({ index }: { index: number }) {
  const t = useT();
  const { control, formState } = useFormContext();
  const name = `questions.${index}.options`;
  const list = useFieldArray({ control, name, keyName: "key" });
  const values = (useWatch({ control, name }) ?? []) as QuestionValue["options"];
  const error = messageText(
    t,
    (get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined)
      ?.message ??
      (get(formState.errors, `${name}.root`) as { message?: string } | undefined)?.message,
  );
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 font-bold">{t("surveysStaff.options")}</legend>
      {error ? (
        <p className="font-bold text-red-800" role="alert">
          {error}
        </p>
      ) : null}
      {list.fields.map((f, j) => (
        <div key={f.key} className="space-y-2 border-b pb-3 last:border-b-0">
          <LocalizedFields
            name={`${name}.${j}.title`}
            label={t("surveysStaff.option", { n: j + 1 })}
          />
          {values[j]?.answered ? (
            <p className="text-sm text-gray-700">{t("surveysStaff.answered")}</p>
          ) : (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => list.remove(j)}
              aria-label={t("surveysStaff.removeOption", { n: j + 1 })}
            >
              {t("surveysStaff.removeOption", { n: j + 1 })}
            </button>
          )}
        </div>
      ))}
      <button
        type="button"
        className={secondaryButton}
        onClick={() => list.append({ title: empty() })}
      >
        {t("surveysStaff.addOption")}
      </button>
    </fieldset>
  );
}

/**
 * A survey's questions inside the survey's form (issue 15, ADR 0054): add one from the type
 * picker, edit its texts in three languages, its options (choice types), required and shown
 * flags, delete it after confirming (not when it has answers), and put them in order by
 * dragging or with the keyboard (SortableChildList). Everything is saved with the survey.
 */
export function SurveyQuestionsEditor() {
  const t = useT();
  const lang = useLang();
  const n = (index: number) => ({ n: index + 1 });
  return (
    <SortableChildList<QuestionValue, SurveyQuestionKind>
      name="questions"
      types={SURVEY_QUESTION_KINDS}
      initialType="single"
      create={newQuestion}
      rowName={(v, i) => {
        const title = v.title?.[lang] || v.title?.ar || "";
        const typeName = t(`surveysStaff.types.${v.type}`);
        return `${t("surveysStaff.questionN", n(i))} · ${typeName}${title ? `: ${title}` : ""}`;
      }}
      words={{
        title: t("surveysStaff.questionsTitle"),
        order: t("surveysStaff.questionOrder"),
        none: t("surveysStaff.noQuestions"),
        typeLabel: t("surveysStaff.questionType"),
        typeName: (k) => t(`surveysStaff.types.${k}`),
        typeHelp: (k) => t(`surveysStaff.typeHelp.${k}`),
        add: t("surveysStaff.addQuestion"),
        hidden: t("surveysStaff.hidden"),
        edit: t("surveysStaff.edit"),
        editNamed: (r) => t("surveysStaff.questionEdit", n(r.index)),
        editing: (r) => r.name,
        done: t("surveysStaff.done"),
        delete: t("surveysStaff.removeQuestion"),
        deleteNamed: (r) => t("surveysStaff.removeQuestionNamed", n(r.index)),
        deleteTitle: (r) => t("surveysStaff.removeQuestionTitle", n(r.index)),
        deleteBody: t("surveysStaff.removeQuestionBody"),
      }}
      badges={(r) =>
        r.value.answered ? (
          <span className="ms-2 rounded bg-brand-50 px-2 text-sm font-normal">
            {t("surveysStaff.answered")}
          </span>
        ) : null
      }
      canDelete={(r) => r.value.answered !== true}
      editor={(r) => (
        <>
          {r.value.answered ? (
            <p className="text-sm text-gray-700">{t("surveysStaff.answeredHint")}</p>
          ) : null}
          <LocalizedFields
            name={`questions.${r.index}.title`}
            label={t("surveysStaff.questionTitle")}
          />
          <CheckField name={`questions.${r.index}.required`} label={t("surveysStaff.required")} />
          <CheckField name={`questions.${r.index}.visible`} label={t("surveysStaff.visible")} />
          {CHOICE_TYPES.includes(r.value.type) ? <OptionsEditor index={r.index} /> : null}
        </>
      )}
    />
  );
}
