import { describe, expect, it } from "vitest";
import { fontPreloads } from "../../src/web/lib/font-preloads";

const files = (lang: "ar" | "en" | "es") =>
  fontPreloads(lang).map((href) =>
    href
      .split("/")
      .pop()
      ?.replace(/(-[\w-]{8})?\.woff2$/, ""),
  );

describe("the fonts a page preloads", () => {
  it("fetches Arabic regular and bold and the Latin marks with an Arabic page's CSS", () => {
    // Each file that arrives after the first layout re-lays out the whole page.
    expect(files("ar")).toEqual(["cairo-arabic-400", "cairo-arabic-700", "cairo-latin-marks-400"]);
  });

  it("fetches Latin regular only with an English or Spanish page", () => {
    expect(files("en")).toEqual(["cairo-latin-400"]);
    expect(files("es")).toEqual(["cairo-latin-400"]);
  });
});
