import type { ComponentProps } from "react";
import { LazyImage } from "./lazy-image";

/**
 * A page's picture, decorative unless given an `alt`, its box reserved by `width` and `height`.
 * It loads as it nears the screen, except the page's lead picture (`lead`: the largest one at the
 * top, which the browser should fetch at once and first).
 */
export function PageImage({
  lead = false,
  ...img
}: ComponentProps<typeof LazyImage> & { lead?: boolean }) {
  if (!lead) return <LazyImage {...img} />;
  return <img alt="" {...img} loading="eager" fetchPriority="high" />;
}
