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

/*
 * The pictures of the site's cards and slides, one format each: the intrinsic size that reserves
 * the picture's box (so nothing moves when it loads) and how it fills its place. Spread into a
 * LazyImage beside its src; a page's code carries only the formats it shows.
 */

/** A shop offer: a square across the card. */
export const OFFER_PICTURE = {
  width: 600,
  height: 600,
  className: "aspect-square w-full object-cover",
};
/** A sport or a group of sports: 8:5 across the card, a little larger on hover. */
export const SPORT_PICTURE = {
  width: 800,
  height: 500,
  className: "aspect-[8/5] w-full object-cover transition group-hover:scale-[1.02]",
};
/** A social-responsibility initiative: 16:9 across the card. */
export const INITIATIVE_PICTURE = {
  width: 820,
  height: 460,
  className: "aspect-video w-full object-cover",
};
/** A post of the club's social accounts: 16:9 across the card. */
export const POST_PICTURE = {
  width: 800,
  height: 450,
  className: "aspect-video w-full object-cover",
};
/** A player's portrait, filling its 4:5 frame (the shirt number is drawn over it). */
export const PLAYER_PICTURE = {
  width: 400,
  height: 500,
  className: "relative size-full object-cover",
};
/** A president's portrait beside the text. */
export const PRESIDENT_PICTURE = {
  width: 200,
  height: 250,
  className: "h-56 w-44 rounded-2xl object-cover",
};
/** An honour's banner behind its title. */
export const HONOUR_PICTURE = {
  width: 1600,
  height: 500,
  className: "absolute inset-0 size-full object-cover",
};
