import { useT } from "../../../lib/i18n";
import { useSession } from "../../lib/session";

/** Shown on members' screens to a visitor who is not signed in. */
export function SignInPrompt() {
  const t = useT();
  const { requestLogin } = useSession();
  return (
    <section className="mx-auto max-w-lg card p-6 text-center" data-testid="sign-in-prompt">
      <h2 className="text-title font-bold">{t("identity.signInToContinue")}</h2>
      <p className="mt-2 text-ink-muted">{t("identity.signInBody")}</p>
      <button
        type="button"
        onClick={() => requestLogin()}
        className="mt-5 inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
      >
        {t("identity.login")}
      </button>
    </section>
  );
}
