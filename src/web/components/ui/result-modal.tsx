import type { FormResult } from "../../lib/form";
import { Modal } from "./modal";
import { useT } from "../../lib/i18n";
import { Button } from "./button";

/**
 * The thank-you and alert modals of the public forms: a success with the reference code the
 * sender keeps, or an error with the server's message. OK closes (and `onClose` may reopen a form).
 */
export function ResultModal({
  result,
  onClose,
}: {
  result: FormResult | null;
  onClose: () => void;
}) {
  const t = useT();
  const title =
    result?.kind === "thanks"
      ? (result.title ?? t("submissions.thankYou"))
      : result
        ? t("submissions.alertTitle")
        : "";
  return (
    <Modal open={result !== null} onClose={onClose} title={title} size="sm">
      {result ? (
        <>
          <div
            role={result.kind === "thanks" ? "status" : "alert"}
            data-testid={`result-${result.kind}`}
          >
            <p>
              <ReferenceInText
                text={result.message}
                reference={result.kind === "thanks" ? result.reference : undefined}
              />
            </p>
            {result.kind === "thanks" && result.reference ? (
              <p className="mt-4 rounded-xl bg-brand-50 p-4 text-center">
                <span className="block text-sm text-ink/80">{t("submissions.referenceLabel")}</span>
                <strong
                  className="text-2xl tracking-wider text-brand-800"
                  dir="ltr"
                  data-testid="reference"
                >
                  {result.reference}
                </strong>
              </p>
            ) : null}
            {result.kind === "thanks" && result.note ? (
              <p className="mt-3 text-sm text-ink/80">{result.note}</p>
            ) : null}
          </div>
          <div className="mt-6 flex justify-end">
            <Button onClick={onClose}>{t("common.ok")}</Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}

/**
 * A message that quotes the reference code ("… is CMP-DJUKZKMK."): the code is kept whole on one
 * line and left to right inside an Arabic sentence (a line broke after "CMP-"), its text
 * unchanged so it copies as it is.
 */
export function ReferenceInText({ text, reference }: { text: string; reference?: string }) {
  const at = reference ? text.indexOf(reference) : -1;
  if (!reference || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr" className="whitespace-nowrap">
        {reference}
      </bdi>
      {text.slice(at + reference.length)}
    </>
  );
}
