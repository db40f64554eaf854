import { data } from "react-router";
import type { LoadContext } from "../../../../shared/api";
import type { SportCategoryDto } from "../../../../shared/sports/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { langFromPath, useT } from "../../../lib/i18n";
import type { MessageKey } from "../../../../shared/i18n";
import { oneOf } from "../../../lib/api-client";
import { pageMeta } from "../../lib/meta";

/**
 * One sport or group of sports by the `id` route parameter, with its children. Throws a 404
 * for a malformed id or an unknown (or hidden) category; null when the API failed otherwise.
 */
export async function loadSportCategory({
  request,
  params,
  context,
}: {
  request: Request;
  params: { id: string };
  context: LoadContext;
}): Promise<SportCategoryDto | null> {
  const lang = langFromPath(new URL(request.url).pathname);
  const id = Number.parseInt(params.id, 10);
  if (!(id > 0)) throw data(null, { status: 404 });
  const res = await context.api("/website/teams/categories", { id, status: 1 }, { lang });
  if (!res.ok && res.status === 404) throw data(null, { status: 404 });
  return res.ok ? oneOf(res.results) : null;
}

/** A sport's or group's page meta: its name, description and picture. */
export const sportMeta = (
  matches: Parameters<typeof pageMeta>[0],
  category: SportCategoryDto | null | undefined,
) =>
  pageMeta(matches, category?.name ?? "", {
    description: category?.description,
    image: category?.image_url,
  });

/** The page shown when a sport or group of sports failed to load. */
export function SportLoadError({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <>
      <PageHero title={t(title)} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-6 text-center text-red-900 ring-1 ring-red-200"
        >
          {t("submissions.sports.loadError")}
        </p>
      </div>
    </>
  );
}
