import { pollSaveBody, type PollRecord } from "../../../../shared/engagement/polls-staff";
import { useT } from "../../../lib/i18n";
import { LifecycleForm, useLifecycleForm } from "../../components/lifecycle-form";
import type { LifecycleFormProps } from "../../components/lifecycle-form";
import { PollMatchPicker } from "./poll-match-picker";
import { KEYED_DEFAULTS, KeyTitleFields, useKeyedLabels, WindowFields } from "./window-fields";

/**
 * Creates or edits a poll (issue 15, ADR 0054): its key, title in three languages, the match a
 * match poll asks about, and its answering window; an existing poll has its publishing bar.
 */
export function PollForm(props: LifecycleFormProps<PollRecord>) {
  const t = useT();
  const r = useLifecycleForm({
    ...props,
    base: "/polls",
    schema: pollSaveBody,
    defaults: { ...KEYED_DEFAULTS, match_id: null },
  });
  const labels = { ...useKeyedLabels(), match_id: t("surveysStaff.match") };
  return (
    <LifecycleForm {...props} r={r} fieldLabels={labels}>
      <KeyTitleFields keyHint={t("surveysStaff.pollKeyHint")} />
      <PollMatchPicker
        name="match_id"
        label={t("surveysStaff.match")}
        hint={t("surveysStaff.matchPickHint")}
      />
      <WindowFields />
    </LifecycleForm>
  );
}
