import type { PartnerDto } from "../../../shared/content/dtos";
import { placeSponsors } from "../../../shared/content/sponsors";
import { TIMINGS } from "../../../shared/platform/timings";
import { Carousel } from "../../components/ui/carousel";
import { PartnerLogo } from "./partner-logo";

const PER_SLIDE = 4;

/**
 * Sponsors four at a time, a new group every 4 s sliding in over 800 ms (spec section 9): the
 * main sponsor first, then by type and ord.
 */
export function SponsorsSlider({ partners, label }: { partners: PartnerDto[]; label: string }) {
  const { ordered } = placeSponsors(partners);
  const slides: PartnerDto[][] = [];
  for (let i = 0; i < ordered.length; i += PER_SLIDE) slides.push(ordered.slice(i, i + PER_SLIDE));
  return (
    <Carousel
      items={slides}
      label={label}
      interval={TIMINGS.sponsorDelayMs}
      speed={TIMINGS.sponsorSlideSpeedMs}
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
