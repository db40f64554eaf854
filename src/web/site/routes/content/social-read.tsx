import { recordHandle, recordLoader } from "../../lib/record-route";
import { TextLink } from "../../../components/ui/text-link";
import type { Route } from "./+types/social-read";
import { LoadError } from "../../components/load-error";
import { PageHero } from "../../../components/ui/page-hero";

import { InitiativeDetails, initiativePath } from "../../features/content/initiative-details";
import { useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { PageImage } from "../../../components/ui/page-image";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle = recordHandle("item", initiativePath);

export const loader = recordLoader("item", "/website/initiatives/show/:id");

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d?.item
    ? pageMeta(matches, d.item.title, {
        image: d.item.img,
        description: d.item.idea.list.join(" · ").slice(0, 160),
        type: "article",
      })
    : screenMeta(matches, "routes.readSocial");

export default function ReadSocial({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item } = loaderData;
  return (
    <>
      <PageHero title={item?.title ?? t("routes.readSocial")} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        {!item ? (
          <LoadError message="content.load.initiatives" />
        ) : (
          <>
            <PageImage
              lead
              src={item.img}
              width={820}
              height={460}
              className="mb-8 aspect-video w-full rounded-2xl object-cover"
            />
            <InitiativeDetails item={item} />
          </>
        )}
        <p className="mt-8">
          <TextLink to="/social-responsibility">{t("content.social.backToList")}</TextLink>
        </p>
      </div>
    </>
  );
}
