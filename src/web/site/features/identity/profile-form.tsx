import { useId, type InputHTMLAttributes } from "react";
import {
  AVATAR_MAX_BYTES,
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  GENDERS,
  profileSaveBody,
  type ProfileSaveInput,
  T_SHIRT_SIZES,
} from "../../../../shared/identity/schemas";
import type { UserDto } from "../../../../shared/identity/dtos";
import { useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { choices } from "../../../components/ui/form-controls";
import { ChoiceTiles } from "../../components/choice-tiles";
import { useMemberApi, useSession } from "../../lib/session";
import { AreaSelect, type AreaOption } from "./area-select";

const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** Groups nested issue paths under the field that shows them (info.birthDate.year → day). */
function fieldOf(path: string): string {
  if (path.startsWith("info.birthDate")) return "day";
  if (path.startsWith("info.")) return path.slice("info.".length);
  if (path.startsWith("avatar_base64")) return "avatar";
  return path;
}

type Values = {
  name: string;
  email: string;
  day: string;
  month: string;
  year: string;
  gender: UserDto["info"]["gender"];
  t_shirt_size: UserDto["info"]["t_shirt_size"];
  country: AreaOption | null;
  city: AreaOption | null;
  avatar: string | null;
};

/**
 * The profile form of /fursanalealami/update: every field a complete profile needs, validated
 * with the same schema as the server (React Hook Form), then saved through /website/user/save.
 */
export function ProfileForm({
  user,
  onSaved,
}: {
  user: UserDto;
  onSaved: (user: UserDto) => void;
}) {
  const t = useT();
  const api = useMemberApi();
  const { setUser } = useSession();
  const ids = {
    name: useId(),
    email: useId(),
    day: useId(),
    month: useId(),
    year: useId(),
    avatar: useId(),
  };
  const birth = user.info.birthDate;
  const f = useSiteForm({
    schema: profileSaveBody,
    defaultValues: {
      name: user.name ?? "",
      email: user.email ?? "",
      day: birth ? String(birth.day) : "",
      month: birth ? String(birth.month) : "",
      year: birth ? String(birth.year) : "",
      gender: user.info.gender,
      t_shirt_size: user.info.t_shirt_size,
      country: user.info.country
        ? { id: user.info.country, name: user.info.country_name ?? "" }
        : null,
      city: user.info.city ? { id: user.info.city, name: user.info.city_name ?? "" } : null,
      avatar: null,
    } as Values,
    toBody: (v: Values) => ({
      name: v.name,
      email: v.email,
      info: {
        birthDate:
          v.day || v.month || v.year ? { day: v.day, month: v.month, year: v.year } : undefined,
        gender: v.gender,
        country: v.country?.id,
        city: v.city?.id,
        t_shirt_size: v.t_shirt_size,
      },
      ...(v.avatar ? { avatar_base64: v.avatar } : {}),
    }),
    fieldOf,
  });
  const country = f.control("country");
  const city = f.control("city");
  const avatar = f.control("avatar");
  const gender = f.control("gender");
  const size = f.control("t_shirt_size");
  const errors = {
    name: f.errorOf("name"),
    email: f.errorOf("email"),
    birthDate: f.errorOf("day"),
    country: country.error,
    city: city.error,
    avatar: avatar.error,
  };
  const invalid = Object.values(errors).some(Boolean);

  const onAvatar = (file: File | undefined) => {
    f.form.clearErrors("avatar");
    if (!file) return avatar.onChange(null);
    if (!AVATAR_TYPES.includes(file.type))
      return f.form.setError("avatar", { type: "pick", message: "identity.avatarInvalid" });
    if (file.size > AVATAR_MAX_BYTES)
      return f.form.setError("avatar", { type: "pick", message: "identity.avatarTooLarge" });
    const reader = new FileReader();
    reader.onload = () => avatar.onChange(String(reader.result));
    reader.readAsDataURL(file);
  };

  const onSubmit = f.handleSubmit(async (body) => {
    f.setResult(null);
    const res = await api("/website/user/save", body as ProfileSaveInput);
    if (!res.ok) {
      if (res.status === 401) return;
      return f.fail(res);
    }
    setUser(res.results);
    onSaved(res.results);
  });
  const formError =
    f.result?.kind === "alert" ? f.result.message : invalid ? t("identity.fixErrors") : null;

  const input = (invalid: boolean) =>
    `min-h-12 w-full rounded-xl border px-3 focus:border-brand-600 focus:outline-none ${invalid ? "border-red-600" : "border-black/15"}`;
  const err = (key: keyof typeof errors) =>
    errors[key] ? (
      <p id={`${key}-err`} className="mt-1 text-sm font-bold text-red-700">
        {errors[key]}
      </p>
    ) : null;
  /** The name or email: label, input (its own attributes given) and error. */
  const textField = (key: "name" | "email", attrs: InputHTMLAttributes<HTMLInputElement>) => (
    <div>
      <label htmlFor={ids[key]} className="mb-1 block font-bold">
        {t(key === "name" ? "identity.name" : "identity.email")}
      </label>
      <input
        id={ids[key]}
        {...attrs}
        data-field={key}
        {...f.form.register(key)}
        aria-invalid={!!errors[key] || undefined}
        aria-describedby={errors[key] ? `${key}-err` : undefined}
        className={key === "email" ? `${input(!!errors.email)} text-start` : input(!!errors.name)}
      />
      {err(key)}
    </div>
  );
  const years = Array.from(
    { length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 },
    (_, i) => BIRTH_YEAR_MAX - i,
  );

  return (
    <form
      ref={f.formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 card p-6"
      data-testid="profile-form"
    >
      <p className="text-ink-muted">{t("identity.updateIntro")}</p>
      {textField("name", { autoComplete: "name", maxLength: 100 })}
      {textField("email", { type: "email", dir: "ltr", autoComplete: "email", maxLength: 200 })}
      <fieldset>
        <legend className="mb-1 font-bold">{t("identity.birthDate")}</legend>
        <div className="grid grid-cols-3 gap-3">
          {(
            [
              [ids.day, "identity.day", "day", Array.from({ length: 31 }, (_, i) => i + 1)],
              [ids.month, "identity.month", "month", Array.from({ length: 12 }, (_, i) => i + 1)],
              [ids.year, "identity.year", "year", years],
            ] as const
          ).map(([id, key, part, options]) => (
            <div key={id}>
              <label htmlFor={id} className="mb-1 block text-sm text-ink-muted">
                {t(key)}
              </label>
              <select
                id={id}
                data-field={part}
                {...f.form.register(part, { onChange: () => f.form.clearErrors("day") })}
                aria-invalid={!!errors.birthDate || undefined}
                aria-describedby={errors.birthDate ? "birthDate-err" : undefined}
                className={input(!!errors.birthDate)}
              >
                <option value="">{t(key)}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {err("birthDate")}
      </fieldset>
      <ChoiceTiles
        legend={t("identity.gender")}
        name="gender"
        options={choices(GENDERS, (g) => t(g === "male" ? "identity.male" : "identity.female"))}
        value={gender.value}
        onChange={gender.onChange}
        listClass="flex gap-3"
        tileClass="min-h-11 border px-4"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <AreaSelect
          type={0}
          value={country.value}
          onChange={(c) => {
            if (c?.id !== country.value?.id) city.onChange(null);
            country.onChange(c);
          }}
          label={t("identity.country")}
          placeholder={t("identity.chooseCountry")}
          error={errors.country}
          testId="country-select"
          fieldName="country"
        />
        <AreaSelect
          type={1}
          countryId={country.value?.id}
          value={city.value}
          onChange={city.onChange}
          label={t("identity.city")}
          placeholder={country.value ? t("identity.chooseCity") : t("identity.chooseCountryFirst")}
          error={errors.city}
          disabled={!country.value}
          testId="city-select"
          fieldName="city"
        />
      </div>
      <ChoiceTiles
        legend={t("identity.tShirtSize")}
        name="size"
        options={T_SHIRT_SIZES.map((v) => ({ value: v, label: v }))}
        value={size.value}
        onChange={size.onChange}
        listClass="flex flex-wrap gap-3"
        tileClass="min-h-11 min-w-14 justify-center border px-3 font-bold"
      />
      <div>
        <label htmlFor={ids.avatar} className="mb-1 block font-bold">
          {t("identity.avatar")}
        </label>
        <div className="flex items-center gap-4">
          {avatar.value || user.avatar_base64 ? (
            <img
              src={avatar.value ?? user.avatar_base64 ?? undefined}
              alt={t("identity.avatarAlt")}
              width={60}
              height={75}
              className="h-[75px] w-[60px] rounded-lg object-cover"
            />
          ) : null}
          <input
            id={ids.avatar}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            data-field="avatar"
            onChange={(e) => onAvatar(e.target.files?.[0])}
            aria-describedby={`${ids.avatar}-hint`}
            className="peer sr-only"
          />
          {/* Stands in for the browser's own button, which speaks the browser's language. */}
          <label
            htmlFor={ids.avatar}
            aria-hidden="true"
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-4 text-sm font-bold text-white peer-focus-visible:outline-3 peer-focus-visible:outline-gold-500"
          >
            {t("common.chooseFile")}
          </label>
        </div>
        <p id={`${ids.avatar}-hint`} className="mt-1 text-sm text-ink-muted">
          {t("identity.avatarHint")}
        </p>
        {err("avatar")}
      </div>
      <p role="alert" className="text-sm font-bold text-red-700">
        {formError ?? ""}
      </p>
      <button
        type="submit"
        disabled={f.busy}
        className="min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50 sm:w-auto sm:px-10"
      >
        {f.busy ? t("identity.saving") : t("identity.save")}
      </button>
    </form>
  );
}
