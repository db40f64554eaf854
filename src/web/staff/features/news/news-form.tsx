import { useController, useFormContext } from "react-hook-form";
import {
  newsSaveBody,
  type NewsRecord,
  type newsOptionsDto,
} from "../../../../shared/content/news-staff";
import type { z } from "zod";
import { useT } from "../../../lib/i18n";
import { CheckField, Field, SelectField } from "../../components/field";
import {
  LifecycleForm,
  useLifecycleForm,
  type LifecycleFormProps,
} from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { LocalizedRichText } from "../../components/localized-rich-text";
import { MediaField } from "../../components/media-field";
import { useFieldError } from "../../components/record-form";
import { GalleryField } from "../../components/gallery-field";
import { SelectOptions } from "../../components/select-options";

const emptyDoc = { type: "doc", content: [] };

/** A new item's values. */
const NEW_NEWS = {
  title: { ar: "", en: "", es: "" },
  excerpt: { ar: "", en: "", es: "" },
  body: { ar: emptyDoc, en: emptyDoc, es: emptyDoc },
  cover_media_id: null,
  image_url: "",
  gallery: [],
  category_id: null,
  tags: [],
  date: "",
  featured: false,
  show_on_home: true,
};

/** Tags as the editor types them: one text, separated by commas (Arabic commas too). */
function TagsField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const form = useFormContext();
  const err = useFieldError(form);
  const { field } = useController({ control: form.control, name });
  return (
    <Field
      label={label}
      hint={hint}
      error={err(name) || err(`${name}.0`)}
      defaultValue={((field.value as string[]) ?? []).join(", ")}
      onBlur={(e) =>
        field.onChange(
          e.target.value
            .split(/[,،]/)
            .map((s) => s.trim())
            .filter(Boolean),
        )
      }
    />
  );
}

/**
 * Writes or edits a news item: title, excerpt and body in three languages (each with its own
 * direction), cover and gallery from the media library, category, tags, the date shown and the
 * placement flags; with the publishing bar on an existing item.
 */
export function NewsForm({
  options,
  ...props
}: LifecycleFormProps<NewsRecord> & { options: z.infer<typeof newsOptionsDto> }) {
  const t = useT();
  const r = useLifecycleForm({
    ...props,
    base: "/news",
    schema: newsSaveBody,
    defaults: NEW_NEWS,
  });
  const err = useFieldError(r.form);
  const labels = {
    title: t("editorial.news.titleField"),
    excerpt: t("editorial.news.excerpt"),
    body: t("editorial.news.body"),
    cover_media_id: t("editorial.news.cover"),
    gallery: t("editorial.news.gallery"),
    category_id: t("editorial.news.category"),
    tags: t("editorial.news.tags"),
    date: t("editorial.news.date"),
    featured: t("editorial.news.featured"),
    show_on_home: t("editorial.news.showOnHome"),
  };
  return (
    <LifecycleForm {...props} r={r} fieldLabels={labels}>
      <LocalizedFields name="title" label={labels.title} />
      <LocalizedFields name="excerpt" label={labels.excerpt} required={false} multiline />
      <LocalizedRichText name="body" label={labels.body} />
      <MediaField name="cover_media_id" legacyName="image_url" label={labels.cover_media_id} />
      <GalleryField name="gallery" label={labels.gallery} />
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField
          label={labels.category_id}
          error={err("category_id")}
          {...r.form.register("category_id", {
            setValueAs: (v) => (v === "" || v == null ? null : Number(v)),
          })}
        >
          <option value="">{t("editorial.news.noCategory")}</option>
          <SelectOptions
            choices={options.categories.map((c) => ({ value: c.id, label: c.title }))}
          />
        </SelectField>
        <TagsField name="tags" label={labels.tags} hint={t("editorial.news.tagsHelp")} />
        <Field
          type="datetime-local"
          dir="ltr"
          label={labels.date}
          hint={t("editorial.news.dateHelp")}
          error={err("date")}
          {...r.form.register("date")}
        />
      </div>
      <fieldset>
        <legend className="font-bold">{t("editorial.news.options")}</legend>
        <CheckField name="featured" label={labels.featured} />
        <CheckField name="show_on_home" label={labels.show_on_home} />
      </fieldset>
    </LifecycleForm>
  );
}
