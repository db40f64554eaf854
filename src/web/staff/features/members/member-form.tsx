import { GENDERS, T_SHIRT_SIZES } from "../../../../shared/identity/schemas";
import { memberSaveBody, type MemberRecord } from "../../../../shared/identity/members-staff";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { RecordForm, useFieldError, useRecordForm } from "../../components/record-form";

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
  const r = useRecordForm({
    schema: memberSaveBody,
    savePath: "/members/save",
    id: member?.id,
    onSaved,
    defaults: member
      ? {
          version: member.version,
          phone: member.phone,
          name: member.name,
          email: member.email,
          birth_date: member.birth_date,
          gender: member.gender,
          t_shirt_size: member.t_shirt_size,
        }
      : { phone: "", name: "", email: "", birth_date: "", gender: "male", t_shirt_size: "XL" },
  });
  const err = useFieldError(r.form);
  return (
    <RecordForm {...r} submitLabel={member ? undefined : t("members.add")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("members.phone")}
          hint={t("members.phoneHint")}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          error={err("phone")}
          {...r.form.register("phone")}
        />
        <Field
          label={t("members.name")}
          autoComplete="off"
          error={err("name")}
          {...r.form.register("name")}
        />
        <Field
          label={t("members.email")}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={err("email")}
          {...r.form.register("email")}
        />
        <Field
          label={t("members.birthDate")}
          type="date"
          dir="ltr"
          min="1900-01-01"
          max="2022-12-31"
          error={err("birth_date")}
          {...r.form.register("birth_date")}
        />
        <SelectField
          label={t("members.gender")}
          error={err("gender")}
          {...r.form.register("gender")}
        >
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`members.genders.${g}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("members.size")}
          error={err("t_shirt_size")}
          {...r.form.register("t_shirt_size")}
        >
          {T_SHIRT_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
    </RecordForm>
  );
}
