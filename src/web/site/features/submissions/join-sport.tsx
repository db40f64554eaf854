import { useId, useState } from "react";
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
import { IMAGE_ACCEPT } from "../../../../shared/platform/uploads";
import type { SportCategoryDto } from "../../../../shared/sports/dtos";
import {
  choices,
  RadioGroup,
  SelectField,
  TextField,
  NumberField,
} from "../../../components/ui/form-controls";
import { FileField } from "../../../components/ui/file-field";
import { ResultModal } from "../../../components/ui/result-modal";
import { IMAGE_EXTENSIONS, type Upload } from "../../../lib/form";
import { useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { SenderFields } from "../../components/sender-fields";
import { SubmissionModal } from "./submission-form";
import type { MessageKey } from "../../../../shared/i18n";
import { COUNTRY_CODE, nationalDigits } from "../../../../shared/platform/phone";

const empty = {
  name: "",
  phone: "",
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

/** Per-part birth date checks (catalog keys), before the whole date is checked. */
function birthPartError(v: Values): MessageKey | null {
  const n = (s: string) => (s.trim() === "" ? null : Number(s));
  const day = n(v.day);
  const month = n(v.month);
  const year = n(v.year);
  if (day !== null && !(Number.isInteger(day) && day >= 1 && day <= 31))
    return "submissions.dayInvalid";
  if (month !== null && !(Number.isInteger(month) && month >= 1 && month <= 12))
    return "submissions.monthInvalid";
  if (
    year !== null &&
    !(Number.isInteger(year) && year >= BIRTH_YEAR_MIN && year <= BIRTH_YEAR_MAX)
  )
    return "submissions.yearInvalid";
  return null;
}

/** The API body of the form's values (the spec's form-side names → the call's payload). */
function toBody(sport: SportCategoryDto, v: Values & { photo: Upload | null }) {
  const football = sport.id === FOOTBALL_SPORT_ID;
  const national = nationalDigits(v.phone);
  return {
    category_id: sport.id,
    full_name: v.name,
    phone: national ? COUNTRY_CODE + national : "",
    birthdate: composeBirthdate({ year: v.year, month: v.month, day: v.day }),
    practice: v.joined === "" ? undefined : v.joined === "yes",
    practice_years: v.joined === "yes" ? v.practice_years : undefined,
    practice_place: v.joined === "yes" ? v.practice_place : undefined,
    competition: v.played === "" ? undefined : v.played === "yes",
    competition_type: v.played === "" || v.competitiontype === "" ? undefined : v.competitiontype,
    level: v.level || undefined,
    image_base64: v.photo ? { ext: v.photo.ext, file: v.photo.file } : undefined,
    info: football
      ? {
          preferred_leg: v.preferred_leg || undefined,
          preferred_position: v.preferred_position || undefined,
        }
      : {},
  };
}

const FIELD_OF: Record<string, string> = {
  full_name: "name",
  practice: "joined",
  competition: "played",
  competition_type: "competitiontype",
  "info.preferred_leg": "preferred_leg",
  "info.preferred_position": "preferred_position",
};
const fieldOf = (p: string) =>
  p.startsWith("image_base64") ? "photo" : p.startsWith("birthdate") ? "day" : (FIELD_OF[p] ?? p);

/**
 * The join button and the joinSport modal of one sport (spec section 5). The entered data lives
 * in the form, so after an error the alert's OK reopens the form with everything still filled in.
 */
export function JoinSport({ sport }: { sport: SportCategoryDto }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reopen, setReopen] = useState(false);
  const football = sport.id === FOOTBALL_SPORT_ID;
  const f = useSiteForm({
    schema: sportJoinBody.superRefine((_body, ctx) => {
      // Per-part birth date checks, shown under the three boxes before the whole date is checked.
      const parts = birthPartError(f.form.getValues());
      if (parts) ctx.addIssue({ code: "custom", path: ["birthdate"], message: parts });
    }),
    defaultValues: { ...empty, photo: null as Upload | null },
    toBody: (v) => toBody(sport, v),
    fieldOf,
  });

  const onSubmit = f.handleSubmit(async (body) => {
    const res = await f.send("/website/teams/categories/join", body, { alertOnFieldErrors: true });
    if (!res) {
      // A server error closes the form behind the alert; OK brings it back as it was.
      setReopen(true);
      return;
    }
    setOpen(false);
    f.form.reset();
    f.setResult({
      kind: "thanks",
      title: t("submissions.sports.sentTitle"),
      message: t("submissions.sports.sentBody", { reference: res.reference }),
      reference: res.reference,
    });
  });

  const closeResult = () => {
    const wasAlert = f.result?.kind === "alert";
    f.setResult(null);
    if (wasAlert && reopen) setOpen(true);
    setReopen(false);
  };

  const joined = f.control("joined");
  const played = f.control("played");
  const competitiontype = f.control("competitiontype");
  const birthError = f.errorOf("day");
  const birthErrorId = useId();
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
        <p className="inline-flex min-h-12 items-center rounded-xl bg-black/5 px-6 font-bold text-ink-muted">
          {t("submissions.sports.joinClosed")}
        </p>
      )}
      <SubmissionModal
        open={open && !alertShowing}
        onClose={() => setOpen(false)}
        title={t("submissions.sports.joinTitle", { sport: sport.name })}
        form={f}
        onSubmit={onSubmit}
        testId="join-sport-form"
      >
        <SenderFields
          name={f.field("name")}
          phone={{ ...f.field("phone"), hint: t("submissions.sports.phoneHelp") }}
          labels={{ name: t("submissions.fields.fullname") }}
          saudiPhone
        />
        <fieldset aria-describedby={birthError ? birthErrorId : undefined}>
          <legend className="font-bold">{t("submissions.fields.birthDate")}</legend>
          <div className="mt-1 grid grid-cols-3 gap-2">
            {(["day", "month", "year"] as const).map((part) => (
              <label key={part} className="text-sm">
                <span className="text-ink-muted">{t(`submissions.fields.${part}`)}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  data-field={part}
                  min={part === "year" ? BIRTH_YEAR_MIN : 1}
                  max={part === "year" ? BIRTH_YEAR_MAX : part === "month" ? 12 : 31}
                  {...f.form.register(part, {
                    onChange: () => f.form.clearErrors("day"),
                  })}
                  aria-invalid={birthError ? true : undefined}
                  className={`mt-1 block min-h-11 w-full rounded-xl border px-2 ${birthError ? "border-red-600" : "border-black/20"}`}
                />
              </label>
            ))}
          </div>
          {birthError ? (
            <p id={birthErrorId} className="mt-1 text-sm font-bold text-red-700">
              {birthError}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={t("submissions.fields.level")}
          options={choices(LEVELS, (l) => t(`submissions.levels.${l}`))}
          {...f.field("level")}
        />
        <RadioGroup
          label={t("submissions.fields.joined")}
          options={yesNo}
          className="sm:col-span-2"
          {...joined}
        />
        {joined.value === "yes" ? (
          <>
            <NumberField
              label={t("submissions.fields.practiceYears")}
              min={0}
              max={80}
              {...f.field("practice_years")}
            />
            <TextField
              label={t("submissions.fields.practicePlace")}
              {...f.field("practice_place")}
            />
          </>
        ) : null}
        <RadioGroup
          label={t("submissions.fields.played")}
          options={yesNo}
          className="sm:col-span-2"
          {...played}
        />
        {played.value !== "" ? (
          <RadioGroup
            label={t("submissions.fields.competitionType")}
            options={choices(COMPETITION_TYPES, (c) => t(`submissions.competitionTypes.${c}`))}
            className="sm:col-span-2"
            {...competitiontype}
          />
        ) : null}
        {football ? (
          <>
            <SelectField
              label={t("submissions.fields.preferredLeg")}
              options={choices(PREFERRED_LEGS, (l) => t(`submissions.legs.${l}`))}
              {...f.field("preferred_leg")}
            />
            <SelectField
              label={t("submissions.fields.preferredPosition")}
              options={choices(POSITIONS, (p) => t(`submissions.positions.${p}`))}
              {...f.field("preferred_position")}
            />
          </>
        ) : null}
        <FileField
          label={t("submissions.fields.photo")}
          optional
          accept={IMAGE_ACCEPT}
          hint={t("submissions.sports.photoHelp")}
          className="sm:col-span-2"
          {...f.upload("photo", IMAGE_EXTENSIONS, "submissions.imageUnsupported")}
        />
      </SubmissionModal>
      <ResultModal result={f.result} onClose={closeResult} />
    </>
  );
}
