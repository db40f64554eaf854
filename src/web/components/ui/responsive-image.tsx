import { useEffect, useState } from "react";
import { preload } from "react-dom";
import type { MediaRef } from "../../../shared/media/media-ref";

type ResponsiveImageProps = Omit<
  React.ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "width" | "height" | "alt"
> & {
  picture: MediaRef;
  /** How wide the picture is shown, for the browser's choice of size (`sizes`). */
  sizes: string;
  /** The text for people who cannot see it; "" for a decorative picture next to its title. */
  alt: string;
  /**
   * The page's largest picture at the top (a list's first card, an article's cover): fetched at
   * once, first, and asked for from the document's head.
   */
  priority?: boolean;
  /**
   * A picture below the first screen (on every screen, or on those that match this media query,
   * e.g. `(width < 40rem)`): asked for only once the page's lead picture has been drawn (see
   * `useAfterLead`).
   */
  afterLead?: boolean | string;
};

/** A transparent pixel: what a picture waiting for the lead shows, in the box its size keeps. */
const WAITING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

let leadDrawn: Promise<void> | undefined;

/**
 * Settles once the page's lead picture (the one fetched first, `fetchpriority="high"`) has loaded,
 * been decoded and had a frame to be painted in, or failed; at once on a page without one. It also
 * settles when the reader scrolls first.
 */
function whenLeadDrawn(): Promise<void> {
  leadDrawn ??= new Promise<void>((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    window.addEventListener("scroll", () => resolve(), { once: true, passive: true });
    const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (lead) lead.decode().then(painted, painted);
    else painted();
  });
  return leadDrawn;
}

/**
 * Whether a picture that waits for the lead may be asked for. The server's HTML and the first
 * render give it a first `<source>` of a transparent pixel for `(scripting: enabled)` (and the
 * screens it waits on), so the browser does not start it with the page, while it loads as before
 * without JavaScript. Once the lead picture has been drawn that source goes and the browser loads
 * the picture as any lazy one (as it nears the viewport). Chromium starts lazy pictures up to
 * 1,250-2,500 px below the screen during the first layout; fetched beside the lead, they delayed
 * its paint (ADR 0061).
 */
function useAfterLead(afterLead: boolean | string): boolean {
  const waits = afterLead !== false;
  const [open, setOpen] = useState(!waits);
  useEffect(() => {
    if (!waits) return;
    let live = true;
    void whenLeadDrawn().then(() => {
      if (live) setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [waits]);
  return open;
}

/**
 * Asks for a library picture from the document's head, in the format and size its
 * `<picture>` will pick (the same `srcset` and `sizes`, so it is fetched once). React preloads
 * a plain `<img>` that is not lazy by itself, but not one inside `<picture>`: without this the
 * browser finds it only after the pictures and fonts before it (ADR 0061).
 */
function preloadPicture(picture: MediaRef, sizes: string) {
  preload(picture.src, {
    as: "image",
    fetchPriority: "high",
    ...(picture.srcset_avif
      ? { imageSrcSet: picture.srcset_avif, type: "image/avif" }
      : { imageSrcSet: picture.srcset }),
    imageSizes: sizes,
  });
}

/**
 * A media-library picture at the size the screen needs: AVIF presets where the browser takes
 * them, WebP otherwise, chosen from `srcset` by `sizes`, with the original's proportions
 * reserved so nothing moves when it arrives.
 */
export function ResponsiveImage({
  picture,
  sizes,
  alt,
  priority = false,
  afterLead = false,
  ...img
}: ResponsiveImageProps) {
  const open = useAfterLead(afterLead);
  if (priority) preloadPicture(picture, sizes);
  return (
    <picture>
      {open ? null : (
        <source
          media={
            typeof afterLead === "string"
              ? `(scripting: enabled) and ${afterLead}`
              : "(scripting: enabled)"
          }
          srcSet={WAITING}
        />
      )}
      {picture.srcset_avif ? (
        <source type="image/avif" srcSet={picture.srcset_avif} sizes={sizes} />
      ) : null}
      <img
        {...img}
        {...(priority ? { loading: "eager", fetchPriority: "high" } : {})}
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt}
      />
    </picture>
  );
}
