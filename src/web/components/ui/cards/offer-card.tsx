import type { OfferDto } from "../../../../shared/content/dtos";
import { useT } from "../../../lib/i18n";
import { LazyImage, PICTURE } from "../lazy-image";

/** An offer as a list item: picture, title, description and its shop-now button. */
export function OfferCard({ offer }: { offer: OfferDto }) {
  const t = useT();
  return (
    <li className="card card-interactive flex flex-col overflow-hidden">
      <LazyImage src={offer.image_url} {...PICTURE.offer} />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold">{offer.title}</h3>
        <p className="mb-3 text-ink-muted">{offer.description}</p>
        <a
          href={offer.url}
          rel="noopener"
          className="mt-auto inline-flex min-h-11 items-center justify-center rounded-xl bg-pitch-700 px-4 font-bold text-white hover:bg-pitch-900"
        >
          {t("common.shopNow")}
          <span className="sr-only">: {offer.title}</span>
        </a>
      </div>
    </li>
  );
}
