import { useState } from "react";
import { useLang, useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Notice } from "../../components/field";
import { errorText } from "../../lib/form-errors";
import { staffCall } from "../../lib/staff-api";

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating shown as stars with its words for screen readers ("3 of 5 stars", "not rated"). */
export function RatingMark({ rating }: { rating: number | null }) {
  const t = useT();
  if (rating === null) return <span className="text-gray-700">{t("inbox.rating.none")}</span>;
  return (
    <span role="img" aria-label={t("inbox.rating.value", { rating })} className="text-amber-700">
      <span aria-hidden="true" className="tracking-tight">
        {"★".repeat(rating)}
        <span className="text-gray-500">{"★".repeat(5 - rating)}</span>
      </span>
    </span>
  );
}

/**
 * hr's rating of an application: five radio buttons (arrow keys move between them, the choice
 * is saved at once) and a button that takes the rating away. Each change is audited.
 */
export function RatingStars({
  id,
  rating,
  onDone,
}: {
  id: number;
  rating: number | null;
  onDone: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const [value, setValue] = useState<number | null>(rating);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const save = async (next: number | null) => {
    const before = value;
    setValue(next);
    setBusy(true);
    setMessage(null);
    try {
      await staffCall("/inbox/rate", { id, rating: next }, { lang });
      setMessage({ tone: "success", text: t("inbox.rating.saved") });
      onDone();
    } catch (e) {
      setValue(before);
      setMessage({ tone: "error", text: errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 space-y-2" data-testid="inbox-rating">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="mb-1 font-bold">{t("inbox.rating.label")}</legend>
        <div className="flex">
          {STARS.map((n) => (
            <label
              key={n}
              className="relative flex size-11 cursor-pointer items-center justify-center text-3xl rounded has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500"
            >
              <input
                type="radio"
                name={`rating-${id}`}
                value={n}
                checked={value === n}
                disabled={busy}
                onChange={() => void save(n)}
                className="peer sr-only"
                aria-label={t("inbox.rating.value", { rating: n })}
              />
              <span
                aria-hidden="true"
                className={value !== null && n <= value ? "text-amber-700" : "text-gray-500"}
              >
                ★
              </span>
            </label>
          ))}
        </div>
        {value !== null ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => void save(null)}
          >
            {t("inbox.rating.clear")}
          </button>
        ) : null}
      </fieldset>
      <p className="sr-only" aria-live="polite">
        {message?.tone === "success" ? message.text : ""}
      </p>
      {message?.tone === "error" ? <Notice tone="error">{message.text}</Notice> : null}
    </div>
  );
}
