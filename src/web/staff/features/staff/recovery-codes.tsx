import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Notice } from "../../components/field";
import { Section } from "../../components/section";

/**
 * The ten recovery codes, shown once (after enrolment or regeneration): a list to read, a
 * button that copies them and one that saves them as a text file.
 */
export function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${t("staff.recovery.fileTitle", { email })}\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <Section look="plain" id="recovery-title" title={t("staff.recovery.title")}>
      <Notice tone="info">{t("staff.recovery.once")}</Notice>
      <ol
        dir="ltr"
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-gray-100 p-4 font-mono text-lg"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={copy}>
          {t("staff.recovery.copy")}
        </button>
        <a className={secondaryButton} href={href} download="alnoor-staff-recovery-codes.txt">
          {t("staff.recovery.download")}
        </a>
      </div>
      <p role="status" className="min-h-6 text-sm">
        {copied ? t("staff.recovery.copied") : ""}
      </p>
    </Section>
  );
}
