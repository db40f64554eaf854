import { useEffect } from "react";
import type { LifecycleState } from "../../../../shared/content/lifecycle";
import { pollSaveBody, type PollRecord } from "../../../../shared/engagement/polls-staff";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { LifecycleBar } from "../../components/lifecycle-bar";
import { LocalizedFields } from "../../components/localized-fields";
import { RecordForm, useFieldError, useRecordForm } from "../../components/record-form";
import { WindowFields } from "./window-fields";

/**
 * Creates or edits a poll (issue 15, ADR 0054): its key, title in three languages, the match a
 * match poll asks about, and its answering window; an existing poll has its publishing bar.
 */
export function PollForm({
  poll,
  onSaved,
  onChanged,
}: {
  poll: (PollRecord & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  onChanged: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: pollSaveBody,
    savePath: "/polls/save",
    id: poll?.id,
    onSaved,
    defaults: poll ?? {
      key: "",
      title: { ar: "", en: "", es: "" },
      match_id: null,
      opens_at: null,
      closes_at: null,
      ord: 0,
    },
  });
  const { reset } = r.form;
  useEffect(() => {
    if (poll) reset(poll);
  }, [poll, reset]);
  const err = useFieldError(r.form);
  const labels = {
    key: t("surveysStaff.key"),
    title: t("surveysStaff.title"),
    match_id: t("surveysStaff.matchId"),
    ord: t("surveysStaff.order"),
    opens_at: t("surveysStaff.opensAt"),
    closes_at: t("surveysStaff.closesAt"),
  };
  return (
    <div className="space-y-6">
      {poll ? (
        <LifecycleBar
          base="/polls"
          id={poll.id}
          state={poll}
          dirty={r.form.formState.isDirty}
          current={r.form.getValues()}
          fieldLabels={labels}
          onChanged={onChanged}
        />
      ) : null}
      <RecordForm {...r}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={labels.key}
            hint={t("surveysStaff.pollKeyHint")}
            dir="ltr"
            autoComplete="off"
            error={err("key")}
            {...r.form.register("key")}
          />
          <Field
            label={labels.match_id}
            hint={t("surveysStaff.matchHint")}
            type="number"
            inputMode="numeric"
            min={1}
            dir="ltr"
            error={err("match_id")}
            {...r.form.register("match_id", {
              setValueAs: (v: unknown) => (v === "" || v === null ? null : Number(v)),
            })}
          />
          <Field
            label={labels.ord}
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            error={err("ord")}
            {...r.form.register("ord", { valueAsNumber: true })}
          />
        </div>
        <LocalizedFields name="title" label={labels.title} />
        <WindowFields />
      </RecordForm>
    </div>
  );
}
