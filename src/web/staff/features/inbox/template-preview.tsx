import { dirOf, type Lang } from "../../../../shared/i18n";
import { renderTemplate, type PlaceholderValues } from "../../../../shared/submissions/replies";

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
