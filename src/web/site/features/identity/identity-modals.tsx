import { lazyChunk } from "../../../components/ui/lazy-chunk";
import { useSession } from "../../lib/session";
import { AlertModal } from "./alert-modal";
import { NoRegisteredModal } from "./no-registered-modal";

// The sign-in modal (and the form validation it brings) loads when it is first opened.
const JoinModal = lazyChunk(() => import("./join-modal").then((m) => m.JoinModal));

/** Every identity modal, mounted once by the site frame and driven by `useSession()`. */
export function IdentityModals() {
  const { join } = useSession();
  return (
    <>
      {join !== null ? <JoinModal /> : null}
      <AlertModal />
      <NoRegisteredModal />
    </>
  );
}
