import type { MessageKey } from "../../../../shared/i18n";
import { lazyChunk } from "../../../components/ui/lazy-chunk";
import { useT } from "../../../lib/i18n";
import { SMS_CODE_WORDS } from "../../components/sms-code-words";
import { useSession } from "../../lib/session";
import { AlertModal } from "./alert-modal";
import { NoRegisteredModal } from "./no-registered-modal";

// The sign-in modal (and the form validation it brings) loads when it is first opened.
const JoinModal = lazyChunk(() => import("./join-modal").then((m) => m.JoinModal));

/**
 * What the join (and sign-in) dialog and its bot check show when they open: the page carries
 * these words (root.tsx, PageStrings), so a dialog opened before the language's whole catalog
 * has arrived (a slow or failed download) shows no message keys.
 */
export const JOIN_DIALOG_WORDS = [
  "identity.joinTitle",
  "identity.getTickitTitle",
  "identity.knightsClosed",
  "identity.registerClosedHint",
  "identity.phoneLabel",
  "identity.phoneHint",
  "identity.sendCode",
  "identity.sending",
  "common.close",
  "botCheck.label",
  "botCheck.verifying",
  "botCheck.verified",
  "botCheck.failed",
  "botCheck.retry",
  "botCheck.ariaLinkLabel",
  "botCheck.enterCode",
  "botCheck.enterCodeAria",
  "botCheck.expired",
  "botCheck.footer",
  "botCheck.getAudioChallenge",
  "botCheck.checkbox",
  "botCheck.loading",
  "botCheck.reload",
  "botCheck.verify",
  "botCheck.verificationRequired",
  "botCheck.waitAlert",
  // The code step that follows the phone step.
  ...SMS_CODE_WORDS,
] as const satisfies readonly MessageKey[];

/** Every identity modal, mounted once by the site frame and driven by `useSession()`. */
export function IdentityModals() {
  const { join } = useSession();
  const t = useT();
  // Looked up while the server renders the page, so they are in the page's own set.
  if (import.meta.env.SSR) for (const key of JOIN_DIALOG_WORDS) t(key);
  return (
    <>
      {join !== null ? <JoinModal /> : null}
      <AlertModal />
      <NoRegisteredModal />
    </>
  );
}
