import { expect, expectNoSeriousA11yViolations, open, test } from "./fixtures";

// The console's own screens (sign-in, lists, forms) bring their own journeys; this checks the
// frame every one of them shares: no language prefix, never cached, never indexed.
test.describe("staff console frame", () => {
  test("speaks the staff member's language, without a prefix, and is never cached or indexed", async ({
    page,
    context,
    baseURL,
  }) => {
    // A visitor who chose English on the public site is not sent to /en/staff.
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    const res = await open(page, "/staff/no-such-screen");
    expect(page.url()).toBe(`${baseURL}/staff/no-such-screen`);
    expect(res?.status()).toBe(404);
    const headers = res!.headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toContain("noindex");
    expect(headers["x-page-cache"]).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    // No staff language chosen: Arabic, right to left.
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await context.addCookies([{ name: "staff_lang", value: "en", url: baseURL! }]);
    const again = await open(page, "/staff/no-such-screen");
    expect(again?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "To the club website" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the public site keeps its page cache", async ({ page }) => {
    await page.goto("/news");
    const res = await page.goto("/news");
    expect(res?.headers()["x-page-cache"]).toBe("hit");
  });
});
