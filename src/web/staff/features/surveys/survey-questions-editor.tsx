import { useEffect, useId, useRef, useState } from "react";
import { get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import {
  CHOICE_TYPES,
  SURVEY_QUESTION_KINDS,
  type SurveyQuestionKind,
} from "../../../../shared/engagement/surveys-staff";
import type { Lang } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, primaryButton, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { SelectField } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField } from "../../components/record-form";
import { SortableList } from "../../components/sortable-list";
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
 * dragging or with the keyboard (SortableList). Everything is saved with the survey.
 */
export function SurveyQuestionsEditor() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { control, formState } = useFormContext();
  const list = useFieldArray({ control, name: "questions", keyName: "key" });
  const values = (useWatch({ control, name: "questions" }) ?? []) as QuestionValue[];
  const [picked, setPicked] = useState<SurveyQuestionKind>("single");
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const numbers = useRef(new Map<string, number>());
  const numberOf = (key: string) => {
    if (!numbers.current.has(key)) numbers.current.set(key, numbers.current.size + 1);
    return numbers.current.get(key)!;
  };
  const rows = (list.fields as unknown as (QuestionValue & { key: string })[]).map((f, i) => {
    const v = values[i] ?? f;
    const title = v.title?.[lang] || v.title?.ar || "";
    const typeName = t(`surveysStaff.types.${v.type}`);
    return {
      id: numberOf(f.key),
      key: f.key,
      index: i,
      visible: v.visible !== false,
      answered: v.answered === true,
      name: `${t("surveysStaff.questionN", { n: i + 1 })} · ${typeName}${title ? `: ${title}` : ""}`,
      invalid: Boolean(get(formState.errors, `questions.${i}`)),
    };
  });
  const lastKey = rows[rows.length - 1]?.key;
  useEffect(() => {
    if (editing === "__last" && lastKey) setEditing(lastKey);
  }, [editing, lastKey]);
  const firstInvalid = rows.find((r) => r.invalid)?.key;
  const submits = formState.submitCount;
  useEffect(() => {
    if (submits && firstInvalid) setEditing((e) => e ?? firstInvalid);
  }, [submits, firstInvalid]);
  const editIndex = rows.findIndex((r) => r.key === editing);
  const edited = editIndex >= 0 ? rows[editIndex]! : null;
  const editedType = edited ? values[editIndex]?.type : undefined;
  const listError = messageText(
    t,
    (get(formState.errors, "questions") as { message?: string } | undefined)?.message ??
      (get(formState.errors, "questions.root") as { message?: string } | undefined)?.message,
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {t("surveysStaff.questionsTitle")}
      </h2>
      {listError ? (
        <p className="font-bold text-red-800" role="alert">
          {listError}
        </p>
      ) : null}
      {rows.length ? (
        <SortableList
          title={t("surveysStaff.questionOrder")}
          items={rows}
          onMove={(from, to) => list.move(from, to)}
          render={(r) => (
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 basis-full font-bold break-words sm:basis-auto">
                {r.name}
                {r.visible ? null : (
                  <span className="ms-2 rounded bg-gray-200 px-2 text-sm font-normal">
                    {t("surveysStaff.hidden")}
                  </span>
                )}
                {r.answered ? (
                  <span className="ms-2 rounded bg-brand-50 px-2 text-sm font-normal">
                    {t("surveysStaff.answered")}
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-expanded={editing === r.key}
                  aria-controls={`${id}-editor`}
                  aria-label={t("surveysStaff.questionEdit", { n: r.index + 1 })}
                  onClick={() => setEditing(editing === r.key ? null : r.key)}
                >
                  {t("surveysStaff.edit")}
                </button>
                {r.answered ? null : (
                  <button
                    type="button"
                    className={dangerButton}
                    aria-label={t("surveysStaff.removeQuestionNamed", { n: r.index + 1 })}
                    onClick={() => setRemoving(r.index)}
                  >
                    {t("surveysStaff.removeQuestion")}
                  </button>
                )}
              </span>
            </div>
          )}
        />
      ) : (
        <p className="rounded-md border border-dashed p-4 text-gray-700">
          {t("surveysStaff.noQuestions")}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3 rounded-md border p-3">
        <SelectField
          label={t("surveysStaff.questionType")}
          className="min-w-60"
          value={picked}
          onChange={(e) => setPicked(e.target.value as SurveyQuestionKind)}
        >
          {SURVEY_QUESTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`surveysStaff.types.${k}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            list.append(newQuestion(picked));
            setEditing("__last");
          }}
        >
          {t("surveysStaff.addQuestion")}
        </button>
        <p className="w-full text-sm text-gray-700">{t(`surveysStaff.typeHelp.${picked}`)}</p>
      </div>
      <div id={`${id}-editor`}>
        {edited && editedType ? (
          <fieldset key={edited.key} className="space-y-4 rounded-lg border-2 border-brand-700 p-4">
            <legend className="px-2 text-lg font-bold">{edited.name}</legend>
            {edited.answered ? (
              <p className="text-sm text-gray-700">{t("surveysStaff.answeredHint")}</p>
            ) : null}
            <LocalizedFields
              name={`questions.${editIndex}.title`}
              label={t("surveysStaff.questionTitle")}
            />
            <CheckField
              name={`questions.${editIndex}.required`}
              label={t("surveysStaff.required")}
            />
            <CheckField name={`questions.${editIndex}.visible`} label={t("surveysStaff.visible")} />
            {CHOICE_TYPES.includes(editedType) ? <OptionsEditor index={editIndex} /> : null}
            <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
              {t("surveysStaff.done")}
            </button>
          </fieldset>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("surveysStaff.removeQuestionTitle", { n: (removing ?? 0) + 1 })}
        body={t("surveysStaff.removeQuestionBody")}
        confirmLabel={t("surveysStaff.removeQuestion")}
        destructive
        onConfirm={async () => {
          if (removing === null) return;
          if (rows[removing]?.key === editing) setEditing(null);
          list.remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
