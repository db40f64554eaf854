import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/contact-us";
import { PageHero } from "../../../components/ui/page-hero";
import { ContactForm } from "../../features/submissions/contact-form";
import { VisitForm } from "../../features/submissions/visit-form";
import { useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  new URLSearchParams(location.search).get("tab") === "visit"
    ? screenMeta(matches, "submissions.contact.visitTab", "submissions.contact.visitIntro")
    : screenMeta(matches, "routes.contactUs", "submissions.contact.intro");

/** Contact us, with the visit request as a second tab (/contact-us?tab=visit, linked from the footer). */
export default function Screen() {
  const t = useT();
  const { settings } = useSiteData();
  const [params] = useSearchParams();
  const tab = params.get("tab") === "visit" ? "visit" : "message";
  const tabClass = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-t-xl px-5 font-bold ${
      active ? "bg-white text-brand-800 ring-1 ring-black/10" : "text-ink-muted hover:bg-black/5"
    }`;
  return (
    <>
      <PageHero title={t("routes.contactUs")}>
        {t(tab === "visit" ? "submissions.contact.visitIntro" : "submissions.contact.intro")}
      </PageHero>
      <div className="bg-surface-muted">
        <div className="mx-auto max-w-3xl px-4 py-8">
          <nav
            aria-label={t("submissions.contact.tabs")}
            className="flex gap-1 border-b border-black/10"
          >
            {(
              [
                ["message", "?", "submissions.contact.messageTab"],
                ["visit", "?tab=visit", "submissions.contact.visitTab"],
              ] as const
            ).map(([id, to, label]) => (
              <Link
                key={id}
                to={to}
                replace
                preventScrollReset
                aria-current={tab === id ? "page" : undefined}
                className={tabClass(tab === id)}
              >
                {t(label)}
              </Link>
            ))}
          </nav>
          <section className="rounded-b-2xl bg-white p-5 shadow-sm ring-1 ring-black/10 md:p-8">
            <h2 className="sr-only">
              {t(
                tab === "visit" ? "submissions.contact.visitTab" : "submissions.contact.messageTab",
              )}
            </h2>
            {tab === "visit" ? (
              <VisitForm key="visit" />
            ) : (
              <ContactForm key="message" settings={settings} />
            )}
          </section>
          {settings?.email ? (
            <p className="mt-6 text-center">
              {t("submissions.contact.emailUs")}{" "}
              <a
                href={`mailto:${settings.email}`}
                dir="ltr"
                className="font-bold text-brand-700 underline"
              >
                {settings.email}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
