import { useId, useState } from "react";
import type { MessageKey } from "../../../../shared/i18n";
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
import { useMemberApi, useSession } from "../../lib/session";
import { AreaSelect, type AreaOption } from "./area-select";

type Errors = Record<string, string>;
const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** Groups nested issue paths under the field that shows them (info.birthDate.year → info.birthDate). */
function fieldOf(path: string): string {
  return path.startsWith("info.birthDate") ? "info.birthDate" : path;
}

/**
 * The profile form of /fursanalealami/update: every field a complete profile needs, validated
 * with the same schema as the server, then saved through /website/user/save.
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
  const [name, setName] = useState(user.name ?? "");
  const [email, setEmail] = useState(user.email ?? "");
  const [day, setDay] = useState(user.info.birthDate ? String(user.info.birthDate.day) : "");
  const [month, setMonth] = useState(user.info.birthDate ? String(user.info.birthDate.month) : "");
  const [year, setYear] = useState(user.info.birthDate ? String(user.info.birthDate.year) : "");
  const [gender, setGender] = useState(user.info.gender);
  const [size, setSize] = useState(user.info.t_shirt_size);
  const [country, setCountry] = useState<AreaOption | null>(
    user.info.country ? { id: user.info.country, name: user.info.country_name ?? "" } : null,
  );
  const [city, setCity] = useState<AreaOption | null>(
    user.info.city ? { id: user.info.city, name: user.info.city_name ?? "" } : null,
  );
  const [avatar, setAvatar] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const onAvatar = (file: File | undefined) => {
    setErrors((e) => ({ ...e, avatar_base64: "" }));
    if (!file) return setAvatar(null);
    if (!AVATAR_TYPES.includes(file.type))
      return setErrors((e) => ({ ...e, avatar_base64: t("identity.avatarInvalid") }));
    if (file.size > AVATAR_MAX_BYTES)
      return setErrors((e) => ({ ...e, avatar_base64: t("identity.avatarTooLarge") }));
    const reader = new FileReader();
    reader.onload = () => setAvatar(String(reader.result));
    reader.readAsDataURL(file);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const body = {
      name,
      email,
      info: {
        birthDate: day || month || year ? { day, month, year } : undefined,
        gender,
        country: country?.id,
        city: city?.id,
        t_shirt_size: size,
      },
      ...(avatar ? { avatar_base64: avatar } : {}),
    };
    const parsed = profileSaveBody.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = fieldOf(issue.path.map(String).join("."));
        next[key] ??= /^[a-zA-Z]+\.[a-zA-Z_.]+$/.test(issue.message)
          ? t(issue.message as MessageKey)
          : t("errors.invalid_value");
      }
      setErrors(next);
      setFormError(t("identity.fixErrors"));
      return;
    }
    setErrors({});
    setBusy(true);
    // The schema accepted it just above.
    const res = await api("/website/user/save", body as ProfileSaveInput);
    setBusy(false);
    if (!res.ok) {
      if (res.status === 401) return;
      const next: Errors = {};
      for (const [k, v] of Object.entries(res.error.errors ?? {})) next[fieldOf(k)] ??= v[0] ?? "";
      setErrors(next);
      setFormError(res.status === 0 ? t("identity.networkError") : res.error.message);
      return;
    }
    setUser(res.results);
    onSaved(res.results);
  };

  const input = (invalid: boolean) =>
    `min-h-12 w-full rounded-xl border px-3 focus:border-brand-600 focus:outline-none ${invalid ? "border-red-600" : "border-black/15"}`;
  const err = (key: string) =>
    errors[key] ? (
      <p id={`${key}-err`} className="mt-1 text-sm font-bold text-red-700">
        {errors[key]}
      </p>
    ) : null;
  const years = Array.from(
    { length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 },
    (_, i) => BIRTH_YEAR_MAX - i,
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-6 shadow"
      data-testid="profile-form"
    >
      <p className="text-ink/70">{t("identity.updateIntro")}</p>
      <div>
        <label htmlFor={ids.name} className="mb-1 block font-bold">
          {t("identity.name")}
        </label>
        <input
          id={ids.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={100}
          aria-invalid={!!errors.name || undefined}
          aria-describedby={errors.name ? "name-err" : undefined}
          className={input(!!errors.name)}
        />
        {err("name")}
      </div>
      <div>
        <label htmlFor={ids.email} className="mb-1 block font-bold">
          {t("identity.email")}
        </label>
        <input
          id={ids.email}
          type="email"
          dir="ltr"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          maxLength={200}
          aria-invalid={!!errors.email || undefined}
          aria-describedby={errors.email ? "email-err" : undefined}
          className={`${input(!!errors.email)} text-start`}
        />
        {err("email")}
      </div>
      <fieldset>
        <legend className="mb-1 font-bold">{t("identity.birthDate")}</legend>
        <div className="grid grid-cols-3 gap-3">
          {(
            [
              [ids.day, "identity.day", day, setDay, Array.from({ length: 31 }, (_, i) => i + 1)],
              [
                ids.month,
                "identity.month",
                month,
                setMonth,
                Array.from({ length: 12 }, (_, i) => i + 1),
              ],
              [ids.year, "identity.year", year, setYear, years],
            ] as const
          ).map(([id, key, value, set, options]) => (
            <div key={id}>
              <label htmlFor={id} className="mb-1 block text-sm text-ink/70">
                {t(key)}
              </label>
              <select
                id={id}
                value={value}
                onChange={(e) => set(e.target.value)}
                aria-invalid={!!errors["info.birthDate"] || undefined}
                className={input(!!errors["info.birthDate"])}
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
        {err("info.birthDate")}
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-bold">{t("identity.gender")}</legend>
        <div className="flex gap-3">
          {GENDERS.map((g) => (
            <label
              key={g}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-black/15 px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="gender"
                value={g}
                checked={gender === g}
                onChange={() => setGender(g)}
              />
              {t(g === "male" ? "identity.male" : "identity.female")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <AreaSelect
          type={0}
          value={country}
          onChange={(c) => {
            setCountry(c);
            if (c?.id !== country?.id) setCity(null);
          }}
          label={t("identity.country")}
          placeholder={t("identity.chooseCountry")}
          error={errors["info.country"]}
          testId="country-select"
        />
        <AreaSelect
          type={1}
          countryId={country?.id}
          value={city}
          onChange={setCity}
          label={t("identity.city")}
          placeholder={country ? t("identity.chooseCity") : t("identity.chooseCountryFirst")}
          error={errors["info.city"]}
          disabled={!country}
          testId="city-select"
        />
      </div>
      <fieldset>
        <legend className="mb-1 font-bold">{t("identity.tShirtSize")}</legend>
        <div className="flex flex-wrap gap-3">
          {T_SHIRT_SIZES.map((s) => (
            <label
              key={s}
              className="flex min-h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border border-black/15 px-3 font-bold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="size"
                value={s}
                checked={size === s}
                onChange={() => setSize(s)}
              />
              {s}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={ids.avatar} className="mb-1 block font-bold">
          {t("identity.avatar")}
        </label>
        <div className="flex items-center gap-4">
          {avatar || user.avatar_base64 ? (
            <img
              src={avatar ?? user.avatar_base64 ?? undefined}
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
        <p id={`${ids.avatar}-hint`} className="mt-1 text-sm text-ink/75">
          {t("identity.avatarHint")}
        </p>
        {err("avatar_base64")}
      </div>
      <p role="alert" className="text-sm font-bold text-red-700">
        {formError ?? ""}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50 sm:w-auto sm:px-10"
      >
        {busy ? t("identity.saving") : t("identity.save")}
      </button>
    </form>
  );
}
