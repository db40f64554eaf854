import { readFileSync } from "node:fs";
import { at, expect, expectNoSeriousA11yViolations, open, test, type Lang } from "./fixtures";

/** A catalog string as a visitor reads it. */
function text(lang: Lang, file: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8"));
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return node as string;
}

// A NUL character in the search of the news list and the careers board: the page renders, says
// clearly why nothing matched, and shows no load error (the search call answered 500 before).
for (const lang of ["ar", "en"] as const) {
  test(`searches holding a NUL character show the page with a clear message (${lang})`, async ({
    page,
  }) => {
    const unusable = text(lang, `${lang}.json`, "common.searchUnusable");

    const news = await open(page, `${at(lang, "/news")}?q=goal%00`);
    expect(news?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(unusable)).toBeVisible();
    await expect(page.getByText(text(lang, `content.${lang}.json`, "load.news"))).toHaveCount(0);
    await expect(page.getByText(text(lang, `content.${lang}.json`, "empty.items"))).toBeVisible();
    // The search box still holds what was typed (the NUL shown as a replacement character).
    await expect(page.getByRole("searchbox")).toHaveValue("goal\ufffd");
    await expectNoSeriousA11yViolations(page);

    const careers = await open(page, `${at(lang, "/careers")}?q=%00`);
    expect(careers?.status()).toBe(200);
    await expect(page.getByText(unusable)).toBeVisible();
    await expect(
      page.getByText(text(lang, `submissions.${lang}.json`, "careers.loadError")),
    ).toHaveCount(0);
    await expect(
      page.getByText(text(lang, `submissions.${lang}.json`, "careers.noJobs")),
    ).toBeVisible();

    // An ordinary search right after works as usual, without the message.
    await open(page, `${at(lang, "/careers")}?q=a`);
    await expect(page.getByText(unusable)).toHaveCount(0);
  });
}
