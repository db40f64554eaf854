// Screenshot of a page of a running site, in Debian's Chromium.
//   npm run screenshot -- <url> <out.png> [width=1280] [--full]
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const [url, out, width = "1280", ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: npm run screenshot -- <url> <out.png> [width] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const w = Number(width);
const context = await browser.newContext({
  viewport: { width: w, height: w < 600 ? 844 : 900 },
  deviceScaleFactor: 1,
});
await context.addCookies([{ name: "cookies_agreed", value: "1", url }]);
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: rest.includes("--full") });
await browser.close();
console.log(`saved ${out}`);
