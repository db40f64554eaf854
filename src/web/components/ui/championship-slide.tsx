import type { SlideDto } from "../../../shared/content/dtos";
import { useT } from "../../lib/i18n";
import { LazyImage, PICTURE } from "./lazy-image";

/** One honour of the championships slider: its picture, title and times won. */
export function ChampionshipSlide({ slide }: { slide: SlideDto }) {
  const t = useT();
  return (
    <div className="relative h-64">
      <LazyImage src={slide.image_url} {...PICTURE.honour} />
      <div className="absolute inset-0 flex flex-col items-center justify-center bg-black/45 pb-10 text-center text-white">
        <h3 className="text-3xl font-bold">{slide.title}</h3>
        {slide.wins_times ? (
          <p className="mt-2 text-xl text-gold-400">{t("home.titles", { n: slide.wins_times })}</p>
        ) : null}
      </div>
    </div>
  );
}
