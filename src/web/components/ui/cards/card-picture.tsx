import { LazyImage } from "../lazy-image";

/**
 * The pictures of the site's cards and slides, one format each: the intrinsic size that reserves
 * the picture's box (so nothing moves when it loads) and how it fills its place.
 */
const CARD_PICTURES = {
  /** A shop offer: a square across the card. */
  offer: { width: 600, height: 600, className: "aspect-square w-full object-cover" },
  /** A sport or a group of sports: 8:5 across the card, a little larger on hover. */
  sport: {
    width: 800,
    height: 500,
    className: "aspect-[8/5] w-full object-cover transition group-hover:scale-[1.02]",
  },
  /** A social-responsibility initiative: 16:9 across the card. */
  initiative: { width: 820, height: 460, className: "aspect-video w-full object-cover" },
  /** A post of the club's social accounts: 16:9 across the card. */
  post: { width: 800, height: 450, className: "aspect-video w-full object-cover" },
  /** A player's portrait, filling its 4:5 frame (the shirt number is drawn over it). */
  player: { width: 400, height: 500, className: "relative size-full object-cover" },
  /** A president's portrait beside the text. */
  president: { width: 200, height: 250, className: "h-56 w-44 rounded-2xl object-cover" },
  /** An honour's banner behind its title. */
  honour: { width: 1600, height: 500, className: "absolute inset-0 size-full object-cover" },
} as const;

/** A card's picture in its format; decorative, since the card's title names what it shows. */
export function CardPicture({
  src,
  format,
}: {
  src: string | undefined;
  format: keyof typeof CARD_PICTURES;
}) {
  return <LazyImage src={src} {...CARD_PICTURES[format]} />;
}
