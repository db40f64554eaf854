import type { ImgHTMLAttributes } from "react";

/**
 * A picture that loads as it nears the screen, its box reserved by `width` and `height` so
 * nothing moves when it arrives. Decorative by default (`alt=""`): the card or slide beside it
 * carries the title; give `alt` where the picture says something of its own.
 */
export function LazyImage({
  alt = "",
  ...img
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "loading" | "width" | "height" | "src"> & {
  src: string | undefined;
  width: number;
  height: number;
}) {
  return <img alt={alt} loading="lazy" {...img} />;
}

/** A picture's format: the intrinsic size that reserves its box and how it fills its place. */
function format(width: number, height: number, className: string) {
  return { width, height, className };
}

/*
 * The pictures of the site's cards and slides, one format a kind: the intrinsic size that reserves
 * the picture's box (so nothing moves when it loads) and how it fills its place. Spread into a
 * LazyImage (or a page's lead PageImage) beside its src.
 */
export const PICTURE = {
  /** A shop offer: a square across the card. */
  offer: format(600, 600, "aspect-square w-full object-cover"),
  /** A sport or a group of sports: 8:5 across the card, a little larger on hover. */
  sport: format(800, 500, "aspect-[8/5] w-full object-cover transition group-hover:scale-[1.02]"),
  /** A social-responsibility initiative: 16:9 across the card. */
  initiative: format(820, 460, "aspect-video w-full object-cover"),
  /** A post of the club's social accounts: 16:9 across the card. */
  post: format(800, 450, "aspect-video w-full object-cover"),
  /** A player's portrait, filling its 4:5 frame (the shirt number is drawn over it). */
  player: format(400, 500, "relative size-full object-cover"),
  /** A president's portrait beside the text. */
  president: format(200, 250, "h-56 w-44 rounded-2xl object-cover"),
  /** An honour's banner behind its title. */
  honour: format(1600, 500, "absolute inset-0 size-full object-cover"),
};
