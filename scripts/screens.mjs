// Screenshots of the fan's main screens for review without running the site, under docs/screens/:
// Home, an event booking (stadium overview and seat grid; the academy ground's corner stands), a
// ticket, the member card, and two player pages (a goalkeeper and an outfield player), at 390
// and 1366 px, in Arabic and English;
// the ticket as printed (print media) and the ticket and member card as saved for offline use
// (the PNG files the site downloads); the inner pages on the design tokens (events, careers, a
// survey, the match poll, the profile) at 390 px in Arabic and 1366 px in English.
//   npm run build && npm run screens
// Starts the built site like the browser tests (its own data directory and embedded database,
// seeded with the demo), signs in demo members with the SMS codes from the server's outbox, and
// writes small palette PNGs.
import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { startServer } from "./serve-test.mjs";

const OUT = path.resolve("docs/screens");
const WIDTHS = [390, 1366];
const HEIGHT = { 390: 844, 1366: 900 };
/** A complete demo member per language, who books the open event's first day. */
const MEMBERS = { ar: "500000003", en: "500000008" };
const WORDS = {
  ar: {
    reserve: "احجز مقعدك",
    signIn: "دخول الأعضاء",
    phone: "رقم الجوال",
    send: "إرسال الرمز",
    ok: "تأكيد",
    confirm: "تأكيد الحجز",
  },
  en: {
    reserve: "Reserve a seat",
    signIn: "Member sign-in",
    phone: "Mobile number",
    send: "Send code",
    ok: "Confirm",
    confirm: "Confirm reservation",
  },
};
const PLAYERS = { goalkeeper: 1, outfield: 7 };

const at = (lang, p) => (lang === "ar" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);

for (const dir of ["build", "dist/server"])
  if (!existsSync(dir)) {
    console.error(`No ${dir}/: run npm run build first.`);
    process.exit(2);
  }
mkdirSync(OUT, { recursive: true });

const server = await startServer({
  buildDir: path.resolve("build"),
  serverDir: path.resolve("dist/server"),
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

function smsCode(phone, since) {
  const file = path.join(server.dataDir, "outbox", "sms.jsonl");
  if (!existsSync(file)) return null;
  const last = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((m) => m.to === phone && Date.parse(m.at) >= since)
    .at(-1);
  return last?.text.match(/\b(\d{4})\b/)?.[1] ?? null;
}

async function open(page, p) {
  await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Fonts and pictures settle.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function shot(page, name, lang, scrollTo) {
  const width = page.viewportSize().width;
  if (scrollTo) {
    await scrollTo.evaluate((el) => el.scrollIntoView({ block: "start" }));
    // Clear of the site header: it hides while scrolling down and comes back whole on the way
    // up, so the page moves down by its whole height, not by what shows of it now.
    await page.waitForTimeout(400);
    await page.evaluate(() => {
      const height = document.querySelector("header")?.offsetHeight ?? 0;
      window.scrollBy(0, -(height + 16));
    });
    await page.waitForTimeout(300);
  }
  const png = await page.screenshot({ animations: "disabled" });
  const file = path.join(OUT, `${name}-${lang}-${width}.png`);
  await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9, effort: 8 }).toFile(file);
  console.log(`saved ${path.relative(process.cwd(), file)}`);
}

/** The ticket as the printer gets it (print media), from the top of the page. */
async function printShot(page, lang) {
  await page.emulateMedia({ media: "print" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const png = await page.screenshot({ animations: "disabled" });
  const file = path.join(OUT, `ticket-print-${lang}.png`);
  await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9, effort: 8 }).toFile(file);
  console.log(`saved ${path.relative(process.cwd(), file)}`);
  await page.emulateMedia({ media: "screen" });
}

/** The PNG a save button downloads, as the fan keeps it. */
async function savedShot(page, button, name, lang) {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const file = path.join(OUT, `${name}-saved-${lang}.png`);
  const png = await sharp(await download.path())
    .png({ palette: true, quality: 80, compressionLevel: 9, effort: 8 })
    .toBuffer();
  writeFileSync(file, png);
  console.log(`saved ${path.relative(process.cwd(), file)}`);
}

/** The inner pages moved to the design tokens, at one width per language. */
const PAGES = {
  events: "/events",
  careers: "/careers",
  survey: "/surveys/1/fan-experience",
  poll: "/surveys/matches/attending-next-match",
  profile: "/fursanalealami/profile/profile-info",
};

async function signIn(page, lang) {
  const w = WORDS[lang];
  const phone = MEMBERS[lang];
  await page.getByRole("button", { name: w.signIn }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.phone).fill(phone);
  const since = Date.now() - 1000;
  const first = dialog.getByTestId("code-0");
  // The bot check solves itself in the browser: send again until the code step shows.
  for (let i = 0; i < 20 && !(await first.isVisible()); i++) {
    await dialog
      .getByRole("button", { name: w.send, exact: true })
      .click({ timeout: 2000 })
      .catch(() => {});
    await first.waitFor({ timeout: 2000 }).catch(() => {});
  }
  let code = null;
  for (let i = 0; i < 50 && !code; i++) {
    code = smsCode(`966${phone}`, since);
    if (!code) await page.waitForTimeout(200);
  }
  if (!code) throw new Error(`no SMS code for ${phone}`);
  await first.fill(code);
  await dialog.getByRole("button", { name: w.ok, exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

/** Stadium overview, then the first stand and block with free seats, then the seat grid. */
async function booking(page, lang) {
  const overview = page.getByTestId("areas");
  await overview.waitFor();
  await shot(
    page,
    "booking-overview",
    lang,
    page.getByTestId("seat-selection").getByRole("heading", { level: 3 }).first(),
  );
  await overview.locator('[data-stand]:not([aria-disabled="true"])').first().click();
  await page.getByTestId("blocks").getByRole("button", { disabled: false }).first().click();
  const map = page.getByTestId("seat-map");
  await map.waitFor();
  await map.locator('[data-status="available"]').nth(14).click();
  await shot(page, "booking-grid", lang, page.getByTestId("blocks"));
}

/** The academy ground (demo event 7): stands on the four sides and in the four corners. */
async function corners(page, lang) {
  await open(page, at(lang, "/event-details/7"));
  await page.getByRole("button", { name: WORDS[lang].reserve, exact: true }).click();
  await page.getByTestId("areas").waitFor();
  await shot(
    page,
    "booking-corners",
    lang,
    page.getByTestId("seat-selection").getByRole("heading", { level: 3 }).first(),
  );
}

try {
  for (const lang of ["ar", "en"]) {
    const context = await browser.newContext({
      viewport: { width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] },
      deviceScaleFactor: 1,
      acceptDownloads: true,
    });
    await context.addCookies([{ name: "cookies_agreed", value: "1", url: server.url }]);
    const page = await context.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width] });
      await open(page, at(lang, "/"));
      await shot(page, "home", lang);
      for (const [kind, id] of Object.entries(PLAYERS)) {
        await open(page, at(lang, `/players/show/${id}`));
        await shot(page, `player-${kind}`, lang);
      }
    }

    // On the phone: sign in, book, and see the ticket.
    const w = WORDS[lang];
    await page.setViewportSize({ width: 390, height: HEIGHT[390] });
    await open(page, at(lang, "/event-details/1"));
    await page.getByRole("button", { name: w.reserve, exact: true }).click();
    await signIn(page, lang);
    await booking(page, lang);
    await page.getByRole("button", { name: w.confirm }).click();
    const ticket = page.getByTestId("ticket");
    await ticket.getByTestId("ticket-qr").waitFor();
    await shot(page, "ticket", lang, ticket);
    await savedShot(page, ticket.getByTestId("ticket-save"), "ticket", lang);
    await printShot(page, lang);
    await open(page, at(lang, "/fursanalealami/profile/profile-info"));
    await page.getByTestId("qr-image").waitFor();
    await shot(page, "member-card", lang, page.getByTestId("member-card"));
    await savedShot(page, page.getByTestId("member-card-save"), "member-card", lang);
    await corners(page, lang);
    if (lang === "ar")
      for (const [name, p] of Object.entries(PAGES)) {
        await open(page, at(lang, p));
        await shot(page, `page-${name}`, lang);
      }

    // On a desktop: the same screens (the booking stops short of a second reservation).
    await page.setViewportSize({ width: 1366, height: HEIGHT[1366] });
    await open(page, at(lang, "/event-details/1"));
    await page.getByRole("button", { name: w.reserve, exact: true }).click();
    await booking(page, lang);
    await open(page, at(lang, "/event-details/1"));
    await page.getByTestId("event-details").click();
    await page.getByTestId("ticket").getByTestId("ticket-qr").waitFor();
    await shot(page, "ticket", lang, page.getByTestId("ticket"));
    await open(page, at(lang, "/fursanalealami/profile/profile-info"));
    await page.getByTestId("qr-image").waitFor();
    await shot(page, "member-card", lang, page.getByTestId("member-card"));
    await corners(page, lang);
    if (lang === "en")
      for (const [name, p] of Object.entries(PAGES)) {
        await open(page, at(lang, p));
        await shot(page, `page-${name}`, lang);
      }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
