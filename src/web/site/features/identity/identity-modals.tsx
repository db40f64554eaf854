import { lazy, Suspense } from "react";
import { useSession } from "../../lib/session";
import { AlertModal } from "./alert-modal";
import { NoRegisteredModal } from "./no-registered-modal";

// The sign-in modal (and the form validation it brings) loads when it is first opened.
const JoinModal = lazy(() => import("./join-modal").then((m) => ({ default: m.JoinModal })));

/** Every identity modal, mounted once by the site frame and driven by `useSession()`. */
export function IdentityModals() {
  const { join } = useSession();
  return (
    <>
      {join !== null ? (
        <Suspense fallback={null}>
          <JoinModal />
        </Suspense>
      ) : null}
      <AlertModal />
      <NoRegisteredModal />
    </>
  );
}
