import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useT } from "../../lib/i18n";
import { MediaPicker } from "./media-picker";
import { useFieldError } from "./record-form";

/**
 * A picture from the media library (a club's crest, a player's photo), held by its id. A record
 * whose picture was entered before the library shows that one until a library picture is chosen.
 */
export function MediaField({
  name,
  legacyName,
  label,
}: {
  name: string;
  legacyName: string;
  label: string;
}) {
  const t = useT();
  const form = useFormContext();
  const err = useFieldError(form);
  const legacy =
    (useWatch({ control: form.control, name: legacyName }) as string | undefined) ?? "";
  const chosen = useWatch({ control: form.control, name }) as number | null;
  return (
    <div className="space-y-2">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MediaPicker
            value={(field.value as number | null) ?? null}
            onChange={(id) => field.onChange(id)}
            label={label}
            required
            error={err(name)}
          />
        )}
      />
      {chosen == null && legacy ? (
        <p className="flex items-center gap-3 text-sm text-gray-700">
          <img
            src={legacy}
            alt={t("sports.data.preview", { name: label })}
            className="size-12 rounded border border-gray-300 object-contain"
          />
          {t("sports.data.legacyPicture")}
        </p>
      ) : null}
    </div>
  );
}
