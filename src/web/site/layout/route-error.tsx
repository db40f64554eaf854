import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../lib/i18n";
import { LocalLink } from "../../components/ui/local-link";
import { PageHero } from "../../components/ui/page-hero";

/** A screen's failure inside the site frame: the 404 screen, or a friendly error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} />;
}

/** The 404 screen, or a friendly error with a retry. */
export function ErrorScreen({ notFound }: { notFound: boolean }) {
  const t = useT();
  return (
    <>
      <PageHero title={t(notFound ? "notFound.title" : "errorPage.title")} />
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
          {notFound ? "404" : "!"}
        </p>
        <p className="mt-4 text-lg">{t(notFound ? "notFound.body" : "errorPage.body")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : (
            // A failed load is usually passing: offer to load the same address again.
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="inline-flex min-h-11 items-center rounded-xl border-2 border-brand-700 px-6 font-bold text-brand-800 hover:bg-surface-muted"
            >
              {t("common.retry")}
            </button>
          )}
          <LocalLink
            to="/"
            className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
          >
            {t("common.backHome")}
          </LocalLink>
        </div>
      </div>
    </>
  );
}
