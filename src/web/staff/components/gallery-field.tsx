import { useEffect, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { altIn } from "../../../shared/media/media-ref";
import type { MediaItem } from "../../../shared/staff/media";
import { useLang, useT } from "../../lib/i18n";
import { linkButton, secondaryButton } from "./buttons";
import { MediaPickerDialog } from "./media-picker";
import { ListError } from "./form-fields";
import { staffCall } from "../lib/staff-api";

/** One gallery picture: its thumbnail, read from the library. */
function Thumb({ id }: { id: number }) {
  const lang = useLang();
  const [item, setItem] = useState<MediaItem | null>(null);
  useEffect(() => {
    let live = true;
    staffCall("/media/get", { id }, { lang })
      .then((i) => live && setItem(i))
      .catch(() => live && setItem(null));
    return () => {
      live = false;
    };
  }, [id, lang]);
  return item ? (
    <img src={item.thumb} alt={altIn(item.ref, lang)} className="h-20 w-28 rounded object-cover" />
  ) : (
    <span className="block h-20 w-28 rounded bg-gray-200" />
  );
}

/** A picture's move one place earlier or later; the arrow turns with the writing direction. */
function MoveButton({
  label,
  arrow,
  disabled,
  onMove,
}: {
  label: string;
  arrow: "←" | "→";
  disabled: boolean;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      className={linkButton}
      disabled={disabled}
      aria-label={label}
      onClick={onMove}
    >
      <span aria-hidden="true" className="rtl:-scale-x-100">
        {arrow}
      </span>
    </button>
  );
}

/** A gallery of library pictures: add from the library (alt texts required), reorder, remove. */
export function GalleryField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const form = useFormContext();
  const [picking, setPicking] = useState(false);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const ids = (field.value as number[] | undefined) ?? [];
        const move = (i: number, by: number) => {
          const next = [...ids];
          const [x] = next.splice(i, 1);
          next.splice(i + by, 0, x!);
          field.onChange(next);
        };
        return (
          <fieldset className="space-y-2">
            <legend className="font-bold">{label}</legend>
            {ids.length ? (
              <ol className="flex flex-wrap gap-3">
                {ids.map((id, i) => (
                  <li key={id} className="space-y-1 rounded-md border border-gray-300 p-2">
                    <Thumb id={id} />
                    <div className="flex gap-1">
                      <MoveButton
                        label={t("editorial.news.galleryUp", { n: i + 1 })}
                        arrow="←"
                        disabled={i === 0}
                        onMove={() => move(i, -1)}
                      />
                      <MoveButton
                        label={t("editorial.news.galleryDown", { n: i + 1 })}
                        arrow="→"
                        disabled={i === ids.length - 1}
                        onMove={() => move(i, 1)}
                      />
                      <button
                        type="button"
                        className={linkButton}
                        aria-label={t("editorial.news.galleryRemove", { n: i + 1 })}
                        onClick={() => field.onChange(ids.filter((x) => x !== id))}
                      >
                        ✕
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-gray-700">{t("editorial.news.galleryEmpty")}</p>
            )}
            <button type="button" className={secondaryButton} onClick={() => setPicking(true)}>
              {t("editorial.news.galleryAdd")}
            </button>
            <ListError name={name} />
            {picking ? (
              <MediaPickerDialog
                current={null}
                altLangs={["ar", "en", "es"]}
                maxMb={20}
                onClose={() => setPicking(false)}
                onPick={(item) => {
                  setPicking(false);
                  if (!ids.includes(item.id)) field.onChange([...ids, item.id]);
                }}
              />
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
