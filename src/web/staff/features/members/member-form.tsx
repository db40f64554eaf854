import { GENDERS, T_SHIRT_SIZES } from "../../../../shared/identity/schemas";
import { memberSaveBody, type MemberRecord } from "../../../../shared/identity/members-staff";
import { choices } from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { RecordForm, useRecordEdit, type RecordEditSpec } from "../../components/record-form";
import { ChoiceField, TextField } from "../../components/form-fields";

/** The member form's save call, schema and a new member's values. */
const MEMBER_FORM: RecordEditSpec = {
  base: "/members",
  schema: memberSaveBody,
  defaults: { phone: "", name: "", email: "", birth_date: "", gender: "male", t_shirt_size: "XL" },
};

/**
 * Adds a member (only the phone is required: the member completes the profile on signing in)
 * or corrects one. The phone is typed in any usual spelling and kept as 9665XXXXXXXX.
 */
export function MemberForm({
  member,
  onSaved,
}: {
  member: MemberRecord | null;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const r = useRecordEdit(MEMBER_FORM, member, onSaved);
  return (
    <RecordForm {...r} submitLabel={member ? undefined : t("members.add")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="phone"
          label={t("members.phone")}
          hint={t("members.phoneHint")}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
        />
        <TextField name="name" label={t("members.name")} autoComplete="off" />
        <TextField
          name="email"
          label={t("members.email")}
          type="email"
          dir="ltr"
          autoComplete="off"
        />
        <TextField
          name="birth_date"
          label={t("members.birthDate")}
          type="date"
          dir="ltr"
          min="1900-01-01"
          max="2022-12-31"
        />
        <ChoiceField
          name="gender"
          label={t("members.gender")}
          choices={choices(GENDERS, (g) => t(`members.genders.${g}`))}
        />
        <ChoiceField
          name="t_shirt_size"
          label={t("members.size")}
          choices={choices(T_SHIRT_SIZES, (s) => s)}
        />
      </div>
    </RecordForm>
  );
}
