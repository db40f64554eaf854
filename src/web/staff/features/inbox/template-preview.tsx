import { dirOf, LANGS, type Lang } from "../../../../shared/i18n";
import {
  renderTemplate,
  type PlaceholderValues,
  type RepliesDto,
} from "../../../../shared/submissions/replies";
import { useT } from "../../../lib/i18n";
import { SelectField } from "../../components/field";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";

/**
 * What the item screen gives its reply parts (the reply panel, the shortlist/reject buttons):
 * the item's replies and templates, and what follows a sent reply or decision.
 */
export type RepliesProps = { data: RepliesDto; onDone: () => void };

/**
 * The reply's template and the language it is written in (the reply panel and the
 * shortlist/reject dialog): either choice reports both.
 */
export function TemplateLangSelects({
  templates,
  templateId,
  lang,
  onChange,
  errors = {},
  noTemplate,
}: {
  templates: { id: number; name: string }[];
  templateId: string;
  lang: Lang;
  onChange: (templateId: string, lang: Lang) => void;
  errors?: { template_id?: string; lang?: string };
  /** The "no template" choice, where the reply may be written by hand. */
  noTemplate?: string;
}) {
  const t = useT();
  return (
    <>
      <SelectField
        label={t("inbox.reply.template")}
        name="template_id"
        value={templateId}
        error={errors.template_id}
        onChange={(e) => onChange(e.target.value, lang)}
      >
        {noTemplate ? <option value="">{noTemplate}</option> : null}
        <SelectOptions choices={templates.map((tp) => ({ value: tp.id, label: tp.name }))} />
      </SelectField>
      <SelectField
        label={t("inbox.reply.lang")}
        name="lang"
        value={lang}
        error={errors.lang}
        onChange={(e) => onChange(templateId, e.target.value as Lang)}
      >
        <SelectOptions choices={choices(LANGS, (l) => t(`inbox.reply.langs.${l}`))} />
      </SelectField>
    </>
  );
}

/**
 * A reply as the sender will read it: the subject (e-mail only) and the message with the
 * placeholders replaced, in the reply's language and direction. The reply panel and the
 * shortlist/reject dialog show it before anything is sent.
 */
export function TemplatePreview({
  subject,
  body,
  lang,
  values,
  label,
  testId,
}: {
  subject?: string;
  body: string;
  lang: Lang;
  values: PlaceholderValues;
  /** A heading above the text. */
  label?: string;
  testId: string;
}) {
  return (
    <div className="rounded-md bg-gray-50 p-3" data-testid={testId}>
      {label ? <p className="text-sm font-bold text-gray-700">{label}</p> : null}
      <div lang={lang} dir={dirOf(lang)}>
        {subject ? (
          <p className="font-bold break-words">{renderTemplate(subject, values)}</p>
        ) : null}
        <p className="mt-1 whitespace-pre-line break-words">{renderTemplate(body, values)}</p>
      </div>
    </div>
  );
}
