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
};

/**
 * A media-library picture at the size the screen needs: AVIF presets where the browser takes
 * them, WebP otherwise, chosen from `srcset` by `sizes`, with the original's proportions
 * reserved so nothing moves when it arrives.
 */
export function ResponsiveImage({ picture, sizes, alt, ...img }: ResponsiveImageProps) {
  return (
    <picture>
      {picture.srcset_avif ? (
        <source type="image/avif" srcSet={picture.srcset_avif} sizes={sizes} />
      ) : null}
      <img
        {...img}
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
