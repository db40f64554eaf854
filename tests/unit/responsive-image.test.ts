import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "../../src/web/components/ui/responsive-image";
import { NewsArticleView } from "../../src/web/components/ui/news-article";
import type { NewsArticleDto } from "../../src/shared/content/dtos";
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

  it("keeps a picture below the first screen from the page's first moments, not from a reader without script", () => {
    const html = draw({ loading: "lazy", afterLead: "(width < 40rem)" });
    const sources = html.match(/<source [^>]*>/g) ?? [];
    // First, so it wins where it matches: a transparent pixel on those screens while scripts
    // run; without them `(scripting: enabled)` does not match and the picture loads as before.
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain('media="(scripting: enabled) and (width &lt; 40rem)"');
    expect(sources[0]).toContain('srcSet="data:image/gif;base64,');
    expect(sources[1]).toContain(`srcSet="${picture.srcset_avif}"`);
    const img = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(img).toContain(`srcSet="${picture.srcset}"`);
    expect(img).toContain(`sizes="${SIZES}"`);
    expect(img).toContain('width="800" height="450"');
    expect(img).toContain('loading="lazy"');
    expect(draw({ afterLead: true }).match(/<source [^>]*>/)?.[0]).toContain(
      'media="(scripting: enabled)"',
    );
    expect(draw({ loading: "lazy" })).not.toContain("scripting");
  });
});

describe("an article's pictures", () => {
  const article: NewsArticleDto = {
    id: 1,
    title: "Title",
    description: "<p>Body</p>",
    image_url: "/media/news-1.svg",
    cover: picture,
    category: null,
    pinned: false,
    created_at: "2026-11-01T10:00:00Z",
    excerpt: "Body",
    gallery: [2, 3, 4].map((id) => ({ ...picture, id, src: `/files/media/g${id}/w640.webp` })),
    updated_at: "2026-11-01T10:00:00Z",
    related: [],
  };
  const html = renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: ["/en/news/read/1"] },
      createElement(NewsArticleView, { article, publishedLabel: "Published" }),
    ),
  );

  it("asks for the cover from the head and leaves the gallery until it comes near", () => {
    const links = html.match(/<link [^>]*>/g) ?? [];
    // One preload: the cover's, not a gallery picture's.
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`imageSrcSet="${picture.srcset_avif}"`);
    expect(links[0]).toContain('imageSizes="(min-width: 800px) 768px, calc(100vw - 2rem)"');
    const gallery = html.slice(html.indexOf("<ul"));
    expect(gallery).toContain('class="render-near-view ');
    expect(gallery).toContain("--near-view-height:24rem");
    expect(gallery.match(/<img [^>]*>/g)).toHaveLength(3);
    for (const img of gallery.match(/<img [^>]*>/g) ?? []) expect(img).toContain('loading="lazy"');
    // And they wait for the cover to be drawn.
    expect(gallery.match(/<source media="\(scripting: enabled\)"/g)).toHaveLength(3);
  });
});
