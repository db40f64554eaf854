import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "../../src/web/components/ui/responsive-image";
import type { MediaRef } from "../../src/shared/media/media-ref";

const picture: MediaRef = {
  id: 1,
  alt: { ar: "", en: "", es: "" },
  src: "/files/media/a/w640.webp",
  srcset: "/files/media/a/w320.webp 320w, /files/media/a/w640.webp 640w",
  srcset_avif: "/files/media/a/w320.avif 320w, /files/media/a/w640.avif 640w",
  width: 800,
  height: 450,
};
const SIZES = "(min-width: 640px) 50vw, 100vw";
const draw = (props: Partial<React.ComponentProps<typeof ResponsiveImage>>) =>
  renderToString(createElement(ResponsiveImage, { picture, sizes: SIZES, alt: "", ...props }));

describe("a library picture", () => {
  it("asks for the page's largest picture from the head, as its <picture> will pick it", () => {
    const html = draw({ priority: true });
    const link = html.match(/<link [^>]*>/)?.[0] ?? "";
    // The same AVIF candidates and sizes as the <source>: the browser fetches it once.
    expect(link).toContain('rel="preload"');
    expect(link).toContain('as="image"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toContain(`imageSrcSet="${picture.srcset_avif}"`);
    expect(link).toContain(`imageSizes="${SIZES}"`);
    expect(link).toContain('type="image/avif"');
    expect(html).toContain('loading="eager" fetchPriority="high"');
  });

  it("preloads the WebP candidates of a picture whose AVIF presets are not made yet", () => {
    const link = draw({ priority: true, picture: { ...picture, srcset_avif: "" } }).match(
      /<link [^>]*>/,
    )?.[0];
    expect(link).toContain(`imageSrcSet="${picture.srcset}"`);
    expect(link).not.toContain("image/avif");
  });

  it("leaves any other picture to the browser, lazily where asked", () => {
    const html = draw({ loading: "lazy" });
    expect(html).not.toContain("<link");
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("fetchPriority");
  });
});
