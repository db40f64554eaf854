import { useEffect, useState } from "react";
import { redirect, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { translate } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import { wasGateDevice } from "../features/gate/gate-settings";
import { SignInFlow } from "../features/staff/sign-in-flow";
import { safeNext, staffLangOf, staffTokenOf } from "../lib/staff-api";
import { titleMeta } from "../lib/title-meta";

/** Someone already signed in goes straight on; everyone else sees the two-step sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = staffLangOf(request);
  const url = new URL(request.url);
  const token = staffTokenOf(request);
  if (token) {
    const me = await context.api("/staff/me", {}, { lang, token });
    if (me.ok) throw redirect(safeNext(url.searchParams.get("next")));
  }
  return { title: translate(lang, "staff.signIn.title") };
}

export const meta = titleMeta;

export default function StaffSignIn() {
  useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const reason = params.get("reason");
  // No session here (the loader sent anyone signed in on): a gate phone whose session ended by
  // itself forgets its lists and cached scanner now, and keeps the check-ins it has not uploaded
  // (ADR 0037); they go out when a gate steward signs in and opens the gate screen.
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!wasGateDevice()) return;
    let live = true;
    void import("../features/gate/sign-out")
      .then(({ forgetGateDevice }) => forgetGateDevice(lang, { upload: false }))
      .then((kept) => {
        if (live) setWaiting(kept);
      });
    return () => {
      live = false;
    };
  }, [lang]);
  const notice =
    reason === "expired"
      ? t("staff.signIn.expired")
      : reason === "signed_out"
        ? t("staff.signIn.signedOut")
        : reason === "password_set"
          ? t("staff.setPassword.done")
          : undefined;
  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 p-5 shadow-sm sm:p-8">
      {waiting > 0 ? (
        <p
          role="status"
          data-testid="gate-waiting-scans"
          className="mb-4 rounded-md border-2 border-amber-600 bg-amber-100 p-3 text-amber-950"
        >
          {t("gate.keptScans", { count: waiting })}
        </p>
      ) : null}
      <SignInFlow
        notice={notice}
        // A full load: the console then renders in the staff member's own language.
        onSignedIn={() => window.location.assign(safeNext(params.get("next")))}
      />
    </div>
  );
}
