import type { PartnerDto } from "../../../shared/content/dtos";
import { Carousel } from "../../components/ui/carousel";
import { PartnerLogo } from "./partner-logo";

const PER_SLIDE = 4;

/** Sponsors four at a time, rotating every 4 s (spec section 9), main sponsor first. */
export function SponsorsSlider({ partners, label }: { partners: PartnerDto[]; label: string }) {
  const sorted = [...partners].sort((a, b) => a.type - b.type || a.ord - b.ord);
  const slides: PartnerDto[][] = [];
  for (let i = 0; i < sorted.length; i += PER_SLIDE) slides.push(sorted.slice(i, i + PER_SLIDE));
  return (
    <Carousel
      items={slides}
      label={label}
      interval={4000}
      className="rounded-2xl bg-brand-800"
      render={(group) => (
        <ul className="grid grid-cols-2 place-items-center gap-4 px-4 pt-6 pb-20 sm:grid-cols-4">
          {group.map((p) => (
            <li key={p.id}>
              <PartnerLogo partner={p} width={180} height={72} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
