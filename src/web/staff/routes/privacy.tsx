import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { Route } from "./+types/privacy";
import {
  privacySubjectBody,
  type PrivacySearchDto,
  type PrivacySubject,
} from "../../../shared/identity/privacy-staff";
import { useLang, useT } from "../../lib/i18n";
import { saveBlob } from "../../lib/save-file";
import { dangerButton, primaryButton, secondaryButton } from "../components/buttons";
import { ConfirmDialog } from "../components/confirm-dialog";
import { EmailField, Field, Notice, useBind } from "../components/field";
import { ReauthCancelled, useReauth } from "../components/reauth";
export { ScreenError as ErrorBoundary } from "../components/screen-error";
import { Section } from "../components/section";
import { applyServerErrors, errorText } from "../lib/form-errors";
import { staffCall, staffTitle } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return { title: staffTitle(args.request, "privacy.title") };
}

export const meta = titleMeta;

/**
 * /staff/privacy: a data-subject request (PDPL). The administrator finds what the site holds on
 * one person by phone and/or e-mail, downloads it as one document, or erases it; both ask for a
 * fresh authenticator code, and each step is audited.
 */
export default function StaffPrivacy() {
  const t = useT();
  const lang = useLang();
  const withReauth = useReauth();
  const [found, setFound] = useState<{ subject: PrivacySubject; result: PrivacySearchDto } | null>(
    null,
  );
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [erasing, setErasing] = useState(false);
  const form = useForm<z.input<typeof privacySubjectBody>, unknown, PrivacySubject>({
    resolver: zodResolver(privacySubjectBody),
    defaultValues: { phone: "", email: "" },
  });
  const bind = useBind(form);

  const search = form.handleSubmit(async (subject) => {
    setMessage(null);
    setFound(null);
    try {
      const result = await staffCall("/privacy/search", subject, { lang });
      setFound({ subject, result });
    } catch (e) {
      const text = applyServerErrors(e, form.setError, ["phone", "email"], t);
      if (text) setMessage({ tone: "error", text });
    }
  });

  const download = async () => {
    if (!found) return;
    setMessage(null);
    try {
      const doc = await withReauth((reauthCode) =>
        staffCall("/privacy/export", found.subject, { lang, reauthCode }),
      );
      saveBlob(
        new Blob([JSON.stringify(doc, null, 2)], { type: "application/json" }),
        `personal-data-${doc.exported_at.slice(0, 10)}.json`,
      );
      setMessage({ tone: "success", text: t("privacy.exported") });
    } catch (e) {
      if (!(e instanceof ReauthCancelled)) setMessage({ tone: "error", text: errorText(e, t) });
    }
  };

  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-brand-900">{t("privacy.title")}</h1>
      <p className="max-w-prose">{t("privacy.intro")}</p>
      <form
        onSubmit={search}
        noValidate
        role="search"
        aria-label={t("privacy.title")}
        className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <Field
          label={t("privacy.phone")}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          {...bind("phone")}
        />
        <EmailField label={t("privacy.email")} autoComplete="off" {...bind("email")} />
        <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("staff.ui.working") : t("privacy.search")}
        </button>
      </form>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {found ? (
        <Section id="privacy-found" title={t("privacy.found", { n: found.result.total })}>
          {found.result.total === 0 ? (
            <p>{t("privacy.nothing")}</p>
          ) : (
            <>
              <table className="w-full max-w-xl border-collapse text-start">
                <caption className="sr-only">
                  {t("privacy.found", { n: found.result.total })}
                </caption>
                <thead>
                  <tr className="border-b border-gray-300">
                    <th scope="col" className="p-2 text-start">
                      {t("privacy.kind")}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t("privacy.count")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {found.result.holdings
                    .filter((h) => h.count > 0)
                    .map((h) => (
                      <tr key={h.kind} className="border-b border-gray-200">
                        <th scope="row" className="p-2 text-start font-normal">
                          {t(`privacy.kinds.${h.kind}`)}
                        </th>
                        <td className="p-2 tabular-nums">{h.count}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
              <div className="mt-5 flex flex-wrap gap-3">
                <button type="button" className={secondaryButton} onClick={download}>
                  {t("privacy.export")}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() => {
                    setMessage(null);
                    setErasing(true);
                  }}
                >
                  {t("privacy.erase")}
                </button>
              </div>
            </>
          )}
        </Section>
      ) : null}
      {found ? (
        <ConfirmDialog
          isOpen={erasing}
          onOpenChange={setErasing}
          title={t("privacy.eraseTitle")}
          body={t("privacy.eraseBody", { n: found.result.total })}
          confirmLabel={t("privacy.erase")}
          destructive
          onConfirm={async () => {
            const r = await withReauth((reauthCode) =>
              staffCall(
                "/privacy/erase",
                { ...found.subject, confirm: true },
                { lang, reauthCode },
              ),
            );
            setFound(null);
            form.reset();
            setMessage({
              tone: "success",
              text: t("privacy.erased", { n: r.total, files: r.files }),
            });
          }}
        />
      ) : null}
    </div>
  );
}
