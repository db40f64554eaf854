import { AlertModal } from "./alert-modal";
import { JoinModal } from "./join-modal";
import { NoRegisteredModal } from "./no-registered-modal";

/** Every identity modal, mounted once by the site frame and driven by `useSession()`. */
export function IdentityModals() {
  return (
    <>
      <JoinModal />
      <AlertModal />
      <NoRegisteredModal />
    </>
  );
}
