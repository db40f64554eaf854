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
};

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
  ...img
}: ResponsiveImageProps) {
  if (priority) preloadPicture(picture, sizes);
  return (
    <picture>
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
