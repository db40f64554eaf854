import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import {
  BUTTON_TARGETS,
  DATA_SECTION_TYPES,
  type SectionType,
} from "../../../../shared/content/page-sections";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Field, SelectField } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import { LocalizedRichText } from "../../components/localized-rich-text";
import { MediaPicker } from "../../components/media-picker";
import { useFieldError } from "../../components/record-form";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";

/** Types whose content comes from the site's own data: only their title is set here. */
const DATA_TYPES: readonly SectionType[] = DATA_SECTION_TYPES;

const TITLE_REQUIRED: SectionType[] = ["boxAndImage", "alnoorVisionSection", "fileDownload"];

/**
 * The typed form of one section (issue 15): exactly the fields its type shows on the public
 * page, under `sections.<index>` of the page's form.
 */
export function SectionFields({ index, type }: { index: number; type: SectionType }) {
  const { t, register, control, err } = useSectionForm();
  const at = (f: string) => `sections.${index}.${f}`;
  const imageUrl = useWatch({ control, name: at("image_url") }) as string | undefined;
  const hasDescription = [
    "pageHeader",
    "textBox",
    "boxAndImage",
    "alnoorVisionSection",
    "fileDownload",
  ].includes(type);
  return (
    <div className="space-y-5">
      <p className="text-sm text-gray-700">{t(`pages.types.${type}.help`)}</p>
      <LocalizedFields
        name={at("title")}
        label={t(type === "pageHeader" ? "pages.fields.headerTitle" : "pages.fields.title")}
        required={TITLE_REQUIRED.includes(type)}
      />
      {hasDescription ? (
        <LocalizedFields
          name={at("description")}
          label={t("pages.fields.description")}
          required={type === "textBox"}
          multiline
        />
      ) : null}
      {type === "custom" ? (
        <LocalizedRichText name={at("body")} label={t("pages.fields.body")} />
      ) : null}
      {type === "custom" || type === "boxAndImage" || type === "graphImageSection" ? (
        <Controller
          control={control}
          name={at("image_media_id")}
          render={({ field }) => (
            <MediaPicker
              value={(field.value as number | null) ?? null}
              onChange={(v) => field.onChange(v)}
              label={t("pages.fields.picture")}
              required={type === "boxAndImage"}
              error={err(at("image_media_id"))}
              currentSrc={imageUrl || undefined}
            />
          )}
        />
      ) : null}
      {type === "boxAndImage" ? <FactsFields index={index} /> : null}
      {type === "alnoorVisionSection" ? <VisionItemsFields index={index} /> : null}
      {type === "custom" || type === "boxAndImage" ? <ButtonFields index={index} /> : null}
      {type === "fileDownload" ? (
        <Field
          label={t("pages.fields.file")}
          hint={t("pages.fields.fileHint")}
          dir="ltr"
          error={err(at("file_url"))}
          {...register(at("file_url"))}
        />
      ) : null}
      {type === "textImageSlider" ||
      type === "clubPresidentsSlider" ||
      type === "championsSection" ? (
        <Field
          label={t("pages.fields.sliderKey")}
          hint={t("pages.fields.sliderKeyHint")}
          dir="ltr"
          className="max-w-sm"
          error={err(at("slider_key"))}
          {...register(at("slider_key"))}
        />
      ) : null}
      {DATA_TYPES.includes(type) ? (
        <p className="rounded-md bg-brand-50 p-3 text-sm">{t("pages.fields.automatic")}</p>
      ) : null}
    </div>
  );
}

function ButtonFields({ index }: { index: number }) {
  const { t, register, control, err } = useSectionForm();
  const at = (f: string) => `sections.${index}.button.${f}`;
  const target = useWatch({ control, name: at("target") }) as string | undefined;
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 font-bold">{t("pages.fields.button")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t("pages.fields.buttonTarget")} {...register(at("target"))}>
          <SelectOptions choices={choices(BUTTON_TARGETS, (k) => t(`pages.buttonTargets.${k}`))} />
        </SelectField>
        {target && target !== "None" ? (
          <Field
            label={t("pages.fields.buttonLink")}
            hint={t(
              target === "URL" ? "pages.fields.buttonUrlHint" : "pages.fields.buttonPageHint",
            )}
            dir="ltr"
            error={err(at("link"))}
            {...register(at("link"))}
          />
        ) : null}
      </div>
      {target && target !== "None" ? (
        <LocalizedFields name={at("text")} label={t("pages.fields.buttonText")} />
      ) : null}
    </fieldset>
  );
}

function FactsFields({ index }: { index: number }) {
  const { t, register, err } = useSectionForm();
  const at = (j: number, f: string) => `sections.${index}.facts.${j}.${f}`;
  return (
    <SectionEntries index={index} of="facts">
      {(j) => (
        <>
          <Field
            label={t("pages.fields.factValue", { n: j + 1 })}
            dir="ltr"
            className="max-w-xs"
            error={err(at(j, "value"))}
            {...register(at(j, "value"))}
          />
          <LocalizedFields
            name={at(j, "label")}
            label={t("pages.fields.factLabel", { n: j + 1 })}
          />
        </>
      )}
    </SectionEntries>
  );
}

function VisionItemsFields({ index }: { index: number }) {
  const t = useT();
  const at = (j: number, f: string) => `sections.${index}.items.${j}.${f}`;
  return (
    <SectionEntries index={index} of="items">
      {(j) => (
        <>
          <LocalizedFields
            name={at(j, "title")}
            label={t("pages.fields.itemTitle", { n: j + 1 })}
          />
          <LocalizedFields
            name={at(j, "text")}
            label={t("pages.fields.itemText", { n: j + 1 })}
            required={false}
            multiline
          />
        </>
      )}
    </SectionEntries>
  );
}

/** A section's repeated entries: how many the public page shows at most, a new one, the words. */
const ENTRIES = {
  facts: {
    max: 6,
    blank: { value: "", label: { ar: "", en: "", es: "" } },
    legend: "pages.fields.facts",
    remove: "pages.fields.removeFact",
    add: "pages.fields.addFact",
  },
  items: {
    max: 9,
    blank: { title: { ar: "", en: "", es: "" }, text: { ar: "", en: "", es: "" } },
    legend: "pages.fields.items",
    remove: "pages.fields.removeItem",
    add: "pages.fields.addItem",
  },
} as const;

/**
 * A section's repeated entries (its facts, its vision items) under `sections.<index>.<of>`:
 * each entry's fields with its remove button, then "add" while there are fewer than `max`.
 */
function SectionEntries({
  index,
  of,
  children,
}: {
  index: number;
  of: keyof typeof ENTRIES;
  /** The fields of entry j (from 0). */
  children: (j: number) => React.ReactNode;
}) {
  const t = useT();
  const { control } = useFormContext();
  const entries = useFieldArray({ control, name: `sections.${index}.${of}`, keyName: "key" });
  const { max, blank, legend, remove, add } = ENTRIES[of];
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 font-bold">{t(legend)}</legend>
      {entries.fields.map((f, j) => (
        <div key={f.key} className="space-y-2 border-b pb-3">
          {children(j)}
          <button type="button" className={secondaryButton} onClick={() => entries.remove(j)}>
            {t(remove, { n: j + 1 })}
          </button>
        </div>
      ))}
      {entries.fields.length < max ? (
        <button type="button" className={secondaryButton} onClick={() => entries.append(blank)}>
          {t(add)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** A section form's words, and the page form's fields and errors it writes into. */
function useSectionForm() {
  const t = useT();
  const form = useFormContext();
  return { t, register: form.register, control: form.control, err: useFieldError(form) };
}
