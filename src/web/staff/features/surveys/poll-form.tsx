import type { LifecycleState } from "../../../../shared/content/lifecycle";
import { pollSaveBody, type PollRecord } from "../../../../shared/engagement/polls-staff";
import { useT } from "../../../lib/i18n";
import { KeyOrderFields, LifecycleForm, useLifecycleForm } from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { PollMatchPicker } from "./poll-match-picker";
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
  const r = useLifecycleForm({
    schema: pollSaveBody,
    savePath: "/polls/save",
    record: poll,
    onSaved,
    defaults: {
      key: "",
      title: { ar: "", en: "", es: "" },
      match_id: null,
      opens_at: null,
      closes_at: null,
      ord: 0,
    },
  });
  const labels = {
    key: t("surveysStaff.key"),
    title: t("surveysStaff.title"),
    match_id: t("surveysStaff.match"),
    ord: t("surveysStaff.order"),
    opens_at: t("surveysStaff.opensAt"),
    closes_at: t("surveysStaff.closesAt"),
  };
  return (
    <LifecycleForm base="/polls" record={poll} r={r} fieldLabels={labels} onChanged={onChanged}>
      <KeyOrderFields
        name="key"
        label={labels.key}
        hint={t("surveysStaff.pollKeyHint")}
        orderLabel={labels.ord}
      />
      <LocalizedFields name="title" label={labels.title} />
      <PollMatchPicker
        name="match_id"
        label={t("surveysStaff.match")}
        hint={t("surveysStaff.matchPickHint")}
      />
      <WindowFields />
    </LifecycleForm>
  );
}
