import { useState } from "react";
import {
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  COMPETITION_TYPES,
  composeBirthdate,
  FOOTBALL_SPORT_ID,
  LEVELS,
  POSITIONS,
  PREFERRED_LEGS,
  sportJoinBody,
} from "../../../../shared/submissions/sport-join";
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from "../../../../shared/platform/uploads";
import type { SportCategoryDto } from "../../../../shared/sports/dtos";
import { BotCheck } from "../../../components/ui/bot-check";
import {
  RadioGroup,
  SelectField,
  SubmitButton,
  TelField,
  TextField,
} from "../../../components/ui/form-controls";
import { FileField } from "../../../components/ui/file-field";
import { Modal } from "../../../components/ui/modal";
import { ResultModal } from "../../../components/ui/result-modal";
import { fileExtension, readFileAsDataUrl } from "../../../lib/form";
import { useT } from "../../../lib/i18n";
import { useFormSubmit } from "../../../lib/use-form-submit";

const empty = {
  name: "",
  phone: "966",
  day: "",
  month: "",
  year: "",
  level: "",
  joined: "",
  practice_years: "",
  practice_place: "",
  played: "",
  competitiontype: "",
  preferred_leg: "",
  preferred_position: "",
};
type Values = typeof empty;
type Photo = { ext: string; file: string; name: string; size: number };

/** Per-part birth date checks, shown under the three boxes before the whole date is checked. */
function birthPartError(
  v: Values,
  t: (
    k: "submissions.dayInvalid" | "submissions.monthInvalid" | "submissions.yearInvalid",
  ) => string,
) {
  const n = (s: string) => (s.trim() === "" ? null : Number(s));
  const day = n(v.day);
  const month = n(v.month);
  const year = n(v.year);
  if (day !== null && !(Number.isInteger(day) && day >= 1 && day <= 31))
    return t("submissions.dayInvalid");
  if (month !== null && !(Number.isInteger(month) && month >= 1 && month <= 12))
    return t("submissions.monthInvalid");
  if (
    year !== null &&
    !(Number.isInteger(year) && year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX)
  )
    return t("submissions.yearInvalid");
  return null;
}

/**
 * The join button and the joinSport modal of one sport (spec section 5). The entered data lives
 * here, so after an error the alert's OK reopens the form with everything still filled in.
 */
export function JoinSport({ sport }: { sport: SportCategoryDto }) {
  const t = useT();
  const f = useFormSubmit();
  const [open, setOpen] = useState(false);
  const [reopen, setReopen] = useState(false);
  const [v, setV] = useState<Values>(empty);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const football = sport.id === FOOTBALL_SPORT_ID;

  const set = (key: keyof Values, field?: string) => (value: string) => {
    setV((s) => ({ ...s, [key]: value }));
    if (field) f.clearError(field);
  };
  const input =
    (key: keyof Values, field?: string) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(key, field)(e.currentTarget.value);

  const pickPhoto = async (files: File[]) => {
    const file = files[0]!;
    if (file.size > MAX_UPLOAD_BYTES)
      return f.setErrors((e) => ({ ...e, image_base64: t("submissions.fileTooLarge") }));
    if (!["jpg", "jpeg", "png", "webp"].includes(fileExtension(file.name))) {
      return f.setErrors((e) => ({ ...e, image_base64: t("submissions.imageUnsupported") }));
    }
    f.clearError("image_base64");
    setPhoto({
      ext: fileExtension(file.name),
      file: await readFileAsDataUrl(file),
      name: file.name,
      size: file.size,
    });
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parts = birthPartError(v, t);
    const body = {
      category_id: sport.id,
      full_name: v.name,
      // The 966 written in the box is a hint, not an answer.
      phone: v.phone.replace(/\D/g, "") === "966" ? "" : v.phone.replace(/\D/g, ""),
      birthdate: composeBirthdate({ year: v.year, month: v.month, day: v.day }),
      practice: v.joined === "" ? undefined : v.joined === "yes",
      practice_years: v.joined === "yes" ? v.practice_years : undefined,
      practice_place: v.joined === "yes" ? v.practice_place : undefined,
      competition: v.played === "" ? undefined : v.played === "yes",
      competition_type: v.played === "" || v.competitiontype === "" ? undefined : v.competitiontype,
      level: v.level || undefined,
      image_base64: photo ? { ext: photo.ext, file: photo.file } : undefined,
      info: football
        ? {
            preferred_leg: v.preferred_leg || undefined,
            preferred_position: v.preferred_position || undefined,
          }
        : {},
    };
    const res = await f.submit("/website/teams/categories/join", sportJoinBody, body, {
      alertOnFieldErrors: true,
    });
    if (parts) f.setErrors((errs) => ({ ...errs, birthdate: parts }));
    if (!res) {
      // A server error closes the form behind the alert; OK brings it back as it was.
      setReopen(true);
      return;
    }
    setOpen(false);
    setV(empty);
    setPhoto(null);
    f.setResult({
      kind: "thanks",
      title: t("submissions.sports.sentTitle"),
      message: t("submissions.sports.sentBody", { reference: res.reference }),
      reference: res.reference,
    });
  };

  const closeResult = () => {
    const wasAlert = f.result?.kind === "alert";
    f.setResult(null);
    if (wasAlert && reopen) setOpen(true);
    setReopen(false);
  };

  const e = f.errors;
  const yesNo = [
    { value: "yes", label: t("submissions.yes") },
    { value: "no", label: t("submissions.no") },
  ];
  const alertShowing = f.result?.kind === "alert";
  return (
    <>
      {sport.can_join ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-12 items-center rounded-xl bg-gold-500 px-6 font-bold text-brand-900 hover:bg-gold-400"
        >
          {t("submissions.sports.join")}
        </button>
      ) : (
        <p className="inline-flex min-h-12 items-center rounded-xl bg-black/5 px-6 font-bold text-ink/80">
          {t("submissions.sports.joinClosed")}
        </p>
      )}
      <Modal
        open={open && !alertShowing}
        onClose={() => setOpen(false)}
        title={t("submissions.sports.joinTitle", { sport: sport.name })}
        size="lg"
      >
        <form
          ref={f.formRef}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          data-testid="join-sport-form"
        >
          <TextField
            label={t("submissions.fields.fullname")}
            name="full_name"
            value={v.name}
            onChange={input("name", "full_name")}
            error={e.full_name}
            autoComplete="name"
            className="sm:col-span-2"
          />
          <TelField
            label={t("submissions.fields.phone")}
            name="phone"
            inputMode="numeric"
            maxLength={12}
            hint={t("submissions.sports.phoneHelp")}
            value={v.phone}
            onChange={input("phone", "phone")}
            error={e.phone}
          />
          <fieldset aria-describedby={e.birthdate ? "birthdate-error" : undefined}>
            <legend className="font-bold">{t("submissions.fields.birthDate")}</legend>
            <div className="mt-1 grid grid-cols-3 gap-2">
              {(["day", "month", "year"] as const).map((part) => (
                <label key={part} className="text-sm">
                  <span className="text-ink/80">{t(`submissions.fields.${part}`)}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    data-field={part === "day" ? "birthdate" : undefined}
                    min={part === "year" ? BIRTH_YEAR_MIN : 1}
                    max={part === "year" ? BIRTH_YEAR_MAX : part === "month" ? 12 : 31}
                    value={v[part]}
                    onChange={input(part, "birthdate")}
                    aria-invalid={e.birthdate ? true : undefined}
                    className={`mt-1 block min-h-11 w-full rounded-xl border px-2 ${e.birthdate ? "border-red-600" : "border-black/20"}`}
                  />
                </label>
              ))}
            </div>
            {e.birthdate ? (
              <p id="birthdate-error" className="mt-1 text-sm font-bold text-red-700">
                {e.birthdate}
              </p>
            ) : null}
          </fieldset>
          <SelectField
            label={t("submissions.fields.level")}
            name="level"
            value={v.level}
            onChange={input("level", "level")}
            error={e.level}
            options={LEVELS.map((l) => ({ value: l, label: t(`submissions.levels.${l}`) }))}
          />
          <RadioGroup
            label={t("submissions.fields.joined")}
            name="practice"
            options={yesNo}
            value={v.joined}
            onChange={set("joined", "practice")}
            error={e.practice}
            className="sm:col-span-2"
          />
          {v.joined === "yes" ? (
            <>
              <TextField
                label={t("submissions.fields.practiceYears")}
                name="practice_years"
                type="number"
                min={0}
                max={80}
                inputMode="numeric"
                value={v.practice_years}
                onChange={input("practice_years", "practice_years")}
                error={e.practice_years}
              />
              <TextField
                label={t("submissions.fields.practicePlace")}
                name="practice_place"
                value={v.practice_place}
                onChange={input("practice_place", "practice_place")}
                error={e.practice_place}
              />
            </>
          ) : null}
          <RadioGroup
            label={t("submissions.fields.played")}
            name="competition"
            options={yesNo}
            value={v.played}
            onChange={set("played", "competition")}
            error={e.competition}
            className="sm:col-span-2"
          />
          {v.played !== "" ? (
            <RadioGroup
              label={t("submissions.fields.competitionType")}
              name="competition_type"
              options={COMPETITION_TYPES.map((c) => ({
                value: c,
                label: t(`submissions.competitionTypes.${c}`),
              }))}
              value={v.competitiontype}
              onChange={set("competitiontype", "competition_type")}
              error={e.competition_type}
              className="sm:col-span-2"
            />
          ) : null}
          {football ? (
            <>
              <SelectField
                label={t("submissions.fields.preferredLeg")}
                name="info.preferred_leg"
                value={v.preferred_leg}
                onChange={input("preferred_leg", "info.preferred_leg")}
                error={e["info.preferred_leg"]}
                options={PREFERRED_LEGS.map((l) => ({
                  value: l,
                  label: t(`submissions.legs.${l}`),
                }))}
              />
              <SelectField
                label={t("submissions.fields.preferredPosition")}
                name="info.preferred_position"
                value={v.preferred_position}
                onChange={input("preferred_position", "info.preferred_position")}
                error={e["info.preferred_position"]}
                options={POSITIONS.map((p) => ({
                  value: p,
                  label: t(`submissions.positions.${p}`),
                }))}
              />
            </>
          ) : null}
          <FileField
            label={t("submissions.fields.photo")}
            name="image_base64"
            optional
            accept={IMAGE_ACCEPT}
            hint={t("submissions.sports.photoHelp")}
            files={photo ? [photo] : []}
            onPick={(files) => void pickPhoto(files)}
            onRemove={() => setPhoto(null)}
            error={e.image_base64 ?? e["image_base64.file"]}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <BotCheck onChange={f.setToken} resetKey={f.botKey} />
          </div>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <SubmitButton busy={f.busy} disabled={!f.token}>
              {t("submissions.submit")}
            </SubmitButton>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-12 rounded-xl px-6 font-bold ring-1 ring-black/20 hover:bg-black/5"
            >
              {t("submissions.cancel")}
            </button>
          </div>
        </form>
      </Modal>
      <ResultModal result={f.result} onClose={closeResult} />
    </>
  );
}
