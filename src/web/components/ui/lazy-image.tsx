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
