import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import {
  at,
  expect,
  expectNoSeriousA11yViolations,
  open,
  readOutbox,
  test,
  type Lang,
} from "./fixtures";
import { makePdf } from "../helpers/files";

type Mail = { to: string; subject: string; text: string };

/** The site's own catalogs, so the journeys read the words a visitor sees in each language. */
function catalog(lang: Lang) {
  const load = (file: string) =>
    JSON.parse(readFileSync(`src/shared/i18n/locales/${file}`, "utf8")) as Record<string, unknown>;
  return { ...load(`${lang}.json`), submissions: load(`submissions.${lang}.json`) };
}
function translate(lang: Lang, key: string, params?: Record<string, string | number>): string {
  let node: unknown = catalog(lang);
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`missing catalog key ${key}`);
  let text = node;
  for (const [k, v] of Object.entries(params ?? {})) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

const pdf = makePdf();

/** A 1×1 PNG for the evidence and photo fields. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.from([0, 11, 110, 79]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The department e-mail is sent by the server's job worker (ADR 0044): wait for it a while. */
async function mailWithReference(reference: string): Promise<Mail> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const hit = readOutbox<Mail>("mail").find((m) => m.subject.includes(reference));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail for ${reference}`);
}

for (const lang of ["ar", "en"] as Lang[]) {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const search = lang === "ar" ? "تسويق" : "marketing";
  const jobTitle = lang === "ar" ? "أخصائي تسويق رقمي" : "Digital marketing specialist";

  test.describe(`forms (${lang})`, () => {
    test("find a job, save it, share it and apply with a PDF", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
      await open(page, at(lang, "/careers"));
      await expect(
        page.getByRole("heading", { level: 1, name: t("routes.careers") }),
      ).toBeVisible();

      // Search narrows the list to the matching job.
      await page
        .getByRole("searchbox", { name: t("submissions.careers.searchLabel") })
        .fill(search);
      await page
        .getByRole("button", { name: t("submissions.careers.search"), exact: true })
        .click();
      await expect(page).toHaveURL(/q=/);
      const card = page.getByTestId("job-card").filter({ hasText: jobTitle });
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByTestId("job-card")).toHaveCount(1);

      // Expand and collapse.
      const expand = card.getByRole("button", { name: t("submissions.careers.expand") });
      await expand.click();
      await expect(
        card.getByRole("heading", { name: t("submissions.careers.requirements") }),
      ).toBeVisible();
      await card.getByRole("button", { name: t("submissions.careers.collapse") }).click();
      await expect(
        card.getByRole("heading", { name: t("submissions.careers.requirements") }),
      ).toBeHidden();

      // Save, see it in the savedJobs modal, and it survives a reload.
      await card.getByRole("button", { name: t("submissions.careers.save") }).click();
      await expect(
        card.getByRole("button", { name: t("submissions.careers.unsave") }),
      ).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page
        .getByRole("button", { name: t("submissions.careers.savedCount", { n: 1 }) })
        .click();
      const savedDialog = page.getByRole("dialog", { name: t("submissions.careers.savedJobs") });
      await expect(savedDialog.getByRole("link", { name: jobTitle })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(savedDialog).toBeHidden();

      // Share: copy the link, the copied state lasts 3 s.
      await page
        .getByTestId("job-card")
        .first()
        .getByRole("button", { name: t("submissions.careers.share") })
        .click();
      const share = page.getByRole("dialog", { name: t("submissions.careers.shareTitle") });
      const link = await share
        .getByRole("textbox", { name: t("submissions.careers.jobLink") })
        .inputValue();
      expect(link).toMatch(new RegExp(`${at(lang, "/careers/1/")}`));
      await share.getByTestId("copy-link").click();
      await expect(share.getByTestId("copy-link")).toHaveText(t("submissions.careers.copied"));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expect(share.getByTestId("copy-link")).toHaveText(t("submissions.careers.copyLink"), {
        timeout: 5000,
      });
      await page.keyboard.press("Escape");

      // The shared link opens that job, expanded, with Open Graph meta.
      await open(page, new URL(link).pathname);
      const shared = page.getByTestId("job-card").first();
      await expect(shared.getByRole("heading", { level: 2 })).toHaveText(jobTitle);
      await expect(
        shared.getByRole("heading", { name: t("submissions.careers.requirements") }),
      ).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", jobTitle);
      const description = await page
        .locator('meta[property="og:description"]')
        .getAttribute("content");
      expect(description!.replace("…", "").trim().split(/\s+/)).toHaveLength(15);

      // Apply: the form's errors first, then a PDF CV.
      await shared.getByRole("button", { name: t("submissions.careers.apply") }).click();
      const dialog = page.getByRole("dialog", {
        name: t("submissions.careers.applyTitle", { title: jobTitle }),
      });
      await expect(dialog.getByText(t("submissions.careers.uploadGuidance"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const submit = dialog.getByRole("button", { name: t("submissions.submit") });
      await expect(submit).toBeEnabled({ timeout: 20_000 });
      await submit.click();
      await expect(dialog.getByText(t("submissions.cvRequired"))).toBeVisible();
      await expect(dialog.getByLabel(t("submissions.fields.fullname"))).toBeFocused();

      await dialog.getByLabel(t("submissions.fields.fullname")).fill("Sara Al-Harbi");
      await dialog.getByLabel(t("submissions.fields.email")).fill("sara@example.com");
      await dialog.getByLabel(t("submissions.fields.phone")).fill("0501234567");
      await dialog
        .getByLabel(t("submissions.fields.gender"), { exact: true })
        .selectOption("female");
      await dialog.getByLabel(t("submissions.fields.nationality")).fill("Saudi");
      await dialog.getByLabel(t("submissions.fields.address")).fill("Riyadh");
      await dialog.getByLabel(t("submissions.fields.education")).selectOption("bachelor");
      await dialog.getByLabel(t("submissions.fields.specialist")).fill("Marketing");
      await dialog.getByLabel(t("submissions.fields.experience")).fill("4");
      await dialog.getByLabel(t("submissions.fields.salary")).fill("12000");
      // A renamed file that is not a CV is refused before sending.
      await dialog.getByLabel(t("submissions.fields.cv")).setInputFiles({
        name: "cv.exe",
        mimeType: "application/octet-stream",
        buffer: Buffer.from("MZ"),
      });
      await expect(dialog.getByText(t("submissions.fileUnsupported"))).toBeVisible();
      await dialog
        .getByLabel(t("submissions.fields.cv"))
        .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf });
      await expect(
        dialog.getByRole("button", { name: t("submissions.removeFile", { name: "cv.pdf" }) }),
      ).toBeVisible();
      await submit.click();

      const thanks = page.getByTestId("result-thanks");
      await expect(thanks).toBeVisible({ timeout: 15_000 });
      const reference = (await thanks.getByTestId("reference").textContent())!.trim();
      expect(reference).toMatch(/^JOB-/);
      const mail = await mailWithReference(reference);
      expect(mail.to).toBe("hr@alnoor-club.example");
      await page.getByRole("button", { name: t("common.ok") }).click();
      await expect(thanks).toBeHidden();
      // The thanks came from the application dialog, now gone: the focus goes back to the job's
      // Apply button that opened it, not to the top of the page.
      await expect(
        shared.getByRole("button", { name: t("submissions.careers.apply") }),
      ).toBeFocused();
    });

    test("a closed job shows as timed out and cannot be applied for; copy without a clipboard asks to copy by hand", async ({
      page,
    }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }),
      );
      await open(page, at(lang, "/careers/6"));
      const card = page.getByTestId("job-card").first();
      await expect(card.getByText(t("submissions.careers.closed"))).toBeVisible();
      await expect(
        card.getByRole("button", { name: t("submissions.careers.applyClosed") }),
      ).toBeDisabled();
      await card.getByRole("button", { name: t("submissions.careers.share") }).click();
      const share = page.getByRole("dialog", { name: t("submissions.careers.shareTitle") });
      await share.getByTestId("copy-link").click();
      await expect(share.getByText(t("submissions.careers.copyManual"))).toBeVisible();
      await expect(
        share.getByRole("textbox", { name: t("submissions.careers.jobLink") }),
      ).toBeFocused();
    });

    test("send a contact message and request a visit", async ({ page }) => {
      const altcha: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/assets/altcha-")) altcha.push(r.url());
      });
      await open(page, at(lang, "/contact-us"));
      const form = page.getByTestId("contact-form");
      const send = form.getByRole("button", { name: t("submissions.contact.sendMessage") });
      // A visitor who only reads loads no bot-check code: it starts with the first field used.
      await page.waitForLoadState("load");
      await page.waitForTimeout(2_000);
      expect(altcha).toEqual([]);
      await expect(form.getByTestId("bot-check")).toHaveAttribute("data-state", "waiting");
      await expect(send).toBeDisabled();
      // A visitor who presses the disabled Send first starts the check, and the badge says so
      // in the page's language (nothing is sent before the check is solved).
      await send.scrollIntoViewIfNeeded();
      const box = (await send.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const said = [t("botCheck.verifying"), t("botCheck.verified")];
      const status = form.getByTestId("bot-check").getByRole("status");
      await expect.poll(async () => said.includes((await status.textContent()) ?? "")).toBe(true);
      await expect.poll(() => altcha.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await expect(send).toBeEnabled({ timeout: 20_000 });
      await send.click();
      await expect(form.getByText(t("submissions.departmentRequired"))).toBeVisible();
      await expect(form.getByLabel(t("submissions.fields.department"))).toBeFocused();

      await form
        .getByLabel(t("submissions.fields.department"))
        .selectOption({ label: lang === "ar" ? "التذاكر والفعاليات" : "Tickets and events" });
      await form.getByLabel(t("submissions.fields.name"), { exact: true }).fill("Khalid");
      await form.getByLabel(t("submissions.fields.email")).fill("khalid@");
      await form.getByLabel(t("submissions.fields.phone")).fill("0551112233");
      await form
        .getByLabel(t("submissions.fields.message"))
        .fill("When does the stadium tour open?");
      await form.getByLabel(t("submissions.fields.terms")).check();
      await send.click();
      await expect(form.getByText(t("submissions.emailInvalid"))).toBeVisible();
      await form.getByLabel(t("submissions.fields.email")).fill("khalid@example.com");
      await send.click();
      const thanks = page.getByTestId("result-thanks");
      await expect(thanks).toBeVisible({ timeout: 15_000 });
      const reference = (await thanks.getByTestId("reference").textContent())!.trim();
      expect((await mailWithReference(reference)).to).toBe("tickets@alnoor-club.example");
      await page.getByRole("button", { name: t("common.ok") }).click();
      await expect(form.getByLabel(t("submissions.fields.name"), { exact: true })).toHaveValue("");

      // The visit request tab (the large footer's help column links to it too).
      await page
        .getByRole("navigation", { name: t("submissions.contact.tabs") })
        .getByRole("link", { name: t("submissions.contact.visitTab") })
        .click();
      await expect(page).toHaveURL(/tab=visit/);
      const visit = page.getByTestId("visit-form");
      await visit.getByLabel(t("submissions.fields.visitorType")).selectOption("family");
      await visit.getByLabel(t("submissions.fields.visitors")).fill("4");
      await visit.getByLabel(t("submissions.fields.visitDate")).fill("2020-01-01");
      await visit.getByLabel(t("submissions.fields.name"), { exact: true }).fill("Noura");
      await visit.getByLabel(t("submissions.fields.phone")).fill("0507654321");
      await visit.getByLabel(t("submissions.fields.email")).fill("noura@example.com");
      const request = visit.getByRole("button", { name: t("submissions.contact.sendVisit") });
      await expect(request).toBeEnabled({ timeout: 20_000 });
      await request.click();
      await expect(visit.getByText(t("submissions.visitDatePast"))).toBeVisible();
      const future = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      await visit.getByLabel(t("submissions.fields.visitDate")).fill(future);
      await request.click();
      await expect(page.getByTestId("result-thanks").getByTestId("reference")).toHaveText(/^VIS-/, {
        timeout: 15_000,
      });
      await expectNoSeriousA11yViolations(page);
    });

    test("a form used before the page is interactive is not sent as a plain address; what was typed stays", async ({
      page,
    }) => {
      // A slow phone: the page is shown, its scripts come later.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(at(lang, "/contact-us"), { waitUntil: "domcontentloaded" });
      const form = page.getByTestId("contact-form");
      const name = form.getByLabel(t("submissions.fields.name"), { exact: true });
      const email = form.getByLabel(t("submissions.fields.email"));
      await name.fill("Khalid");
      await email.fill("khalid@example.com");
      await email.press("Enter");
      await page.waitForTimeout(500);
      expect(new URL(page.url()).search).toBe("");
      // A tap on Send (marked unusable until the bot check is solved, yet pressable).
      const send = form.getByRole("button", { name: t("submissions.contact.sendMessage") });
      const box = (await send.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(500);
      expect(new URL(page.url()).search).toBe("");
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(name).toHaveValue("Khalid");
      await expect(email).toHaveValue("khalid@example.com");
    });

    test("file a complaint and receive a reference code", async ({ page }) => {
      await open(page, at(lang, "/reporting"));
      await expect(
        page
          .getByRole("contentinfo")
          .getByRole("link", { name: t("submissions.contact.visitTab") }),
      ).toHaveAttribute("href", `${at(lang, "/contact-us")}?tab=visit`);
      const form = page.getByTestId("complaint-form");
      const submit = form.getByRole("button", { name: t("submissions.reporting.submit") });
      await form.getByLabel(t("submissions.fields.senderName")).focus();
      await expect(submit).toBeEnabled({ timeout: 20_000 });
      await submit.click();
      await expect(form.getByText(t("submissions.senderNameRequired"))).toBeVisible();
      await expect(form.getByLabel(t("submissions.fields.senderName"))).toBeFocused();
      // Each party's section says what to fill in first, in the page's words (not "invalid value").
      for (const key of [
        "submissions.senderRequired",
        "submissions.violatorRequired",
        "submissions.witnessRequired",
      ] as const)
        await expect(form.getByText(t(key))).toBeVisible();
      await expect(form.getByText(t("errors.invalid_value"))).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await form.getByLabel(t("submissions.fields.senderName")).fill("Fahad");
      await form.getByLabel(t("submissions.fields.relation")).selectOption("fan");
      await form.getByLabel(t("submissions.fields.phone")).fill("0509998877");
      await form.getByLabel(t("submissions.fields.email")).fill("fahad@example.com");
      await form.getByLabel(t("submissions.fields.violatorName")).fill("Steward at gate 4");
      await form.getByLabel(t("submissions.fields.violatorRole")).fill("Staff");
      await form.getByLabel(t("submissions.fields.witnessName")).fill("Omar");
      await form.getByLabel(t("submissions.fields.witnessPhone")).fill("0501112222");
      await form
        .getByLabel(t("submissions.fields.what"))
        .fill("Fans with valid tickets were refused entry.");
      await form.getByLabel(t("submissions.fields.who")).fill("Gate staff");
      await form
        .getByLabel(t("submissions.fields.when"))
        .fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10));
      await form.getByLabel(t("submissions.fields.where")).fill("Gate 4");
      await form.getByLabel(t("submissions.fields.evidence")).setInputFiles([
        { name: "ticket.png", mimeType: "image/png", buffer: png() },
        { name: "statement.pdf", mimeType: "application/pdf", buffer: pdf },
      ]);
      await expect(
        form.getByRole("button", { name: t("submissions.removeFile", { name: "ticket.png" }) }),
      ).toBeVisible();
      await expect(
        form.getByRole("button", { name: t("submissions.removeFile", { name: "statement.pdf" }) }),
      ).toBeVisible();
      await submit.click();
      const thanks = page.getByTestId("result-thanks");
      await expect(thanks).toBeVisible({ timeout: 15_000 });
      const reference = (await thanks.getByTestId("reference").textContent())!.trim();
      expect(reference).toMatch(/^CMP-/);
      await expect(thanks).toContainText(t("submissions.complaintSent", { reference }));
      expect((await mailWithReference(reference)).to).toBe("compliance@alnoor-club.example");
      // Closing the thanks dialog gives the focus back to the send button, where the keyboard
      // user was (a disabled button while sending lost it to the top of the page).
      await page.keyboard.press("Escape");
      await expect(thanks).toBeHidden();
      await expect(submit).toBeFocused();
    });

    test("apply to a sport, including sport 26 with leg and position; an error reopens the form as entered", async ({
      page,
    }) => {
      await open(page, at(lang, "/different-sports"));
      await page
        .getByRole("link", { name: lang === "ar" ? "الألعاب الجماعية" : "Team sports" })
        .click();
      await page
        .getByRole("link", { name: lang === "ar" ? "أكاديمية كرة القدم" : "Football academy" })
        .click();
      await expect(page).toHaveURL(/sport-details\/26\//);
      await page.getByRole("button", { name: t("submissions.sports.join") }).click();
      const dialog = page.getByRole("dialog", {
        name: t("submissions.sports.joinTitle", {
          sport: lang === "ar" ? "أكاديمية كرة القدم" : "Football academy",
        }),
      });
      const submit = dialog.getByRole("button", { name: t("submissions.submit") });
      await expect(submit).toBeEnabled({ timeout: 20_000 });

      await dialog.getByLabel(t("submissions.fields.fullname")).fill("Yousef Al-Qahtani");
      await dialog.getByLabel(t("submissions.fields.phone")).fill("966501234567");
      await dialog.getByLabel(t("submissions.fields.day"), { exact: true }).fill("7");
      await dialog.getByLabel(t("submissions.fields.month"), { exact: true }).fill("3");
      await dialog.getByLabel(t("submissions.fields.year"), { exact: true }).fill("2010");
      await dialog.getByLabel(t("submissions.fields.level")).selectOption("advanced");
      await dialog
        .getByRole("group", { name: t("submissions.fields.joined") })
        .getByLabel(t("submissions.yes"))
        .check();
      await dialog
        .getByRole("group", { name: t("submissions.fields.played") })
        .getByLabel(t("submissions.no"))
        .check();
      await submit.click();
      // Conditional questions and sport 26's own fields are required.
      await expect(dialog.getByText(t("submissions.practiceYearsRequired"))).toBeVisible();
      await expect(dialog.getByText(t("submissions.competitionTypeRequired"))).toBeVisible();
      await expect(dialog.getByText(t("submissions.preferredLegRequired"))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await dialog.getByLabel(t("submissions.fields.practiceYears")).fill("3");
      await dialog.getByLabel(t("submissions.fields.practicePlace")).fill("Riyadh academy");
      await dialog
        .getByRole("group", { name: t("submissions.fields.competitionType") })
        .getByLabel(t("submissions.competitionTypes.friendly"))
        .check();
      await dialog.getByLabel(t("submissions.fields.preferredLeg")).selectOption("left");
      await dialog.getByLabel(t("submissions.fields.preferredPosition")).selectOption("midfielder");
      await dialog
        .getByLabel(t("submissions.fields.photo"))
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png() });

      // The server refuses a photo that is not an image by content: its message shows, then OK reopens the form.
      await dialog
        .getByLabel(t("submissions.fields.photo"))
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pdf });
      await submit.click();
      const alert = page.getByTestId("result-alert");
      await expect(alert).toContainText(t("submissions.imageUnsupported"), { timeout: 15_000 });
      await page.getByRole("button", { name: t("common.ok") }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(t("submissions.fields.fullname"))).toHaveValue(
        "Yousef Al-Qahtani",
      );
      await expect(dialog.getByLabel(t("submissions.fields.preferredLeg"))).toHaveValue("left");

      await dialog
        .getByRole("button", { name: t("submissions.removeFile", { name: "me.png" }) })
        .click();
      await dialog
        .getByLabel(t("submissions.fields.photo"))
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png() });
      await expect(submit).toBeEnabled({ timeout: 20_000 });
      await submit.click();
      const thanks = page.getByTestId("result-thanks");
      await expect(thanks).toBeVisible({ timeout: 15_000 });
      const reference = (await thanks.getByTestId("reference").textContent())!.trim();
      expect((await mailWithReference(reference)).to).toBe("sports@alnoor-club.example");
      await page.getByRole("button", { name: t("common.ok") }).click();

      // Another sport asks no leg or position.
      await page
        .getByRole("link", {
          name: t("submissions.sports.back", {
            name: lang === "ar" ? "الألعاب الجماعية" : "Team sports",
          }),
        })
        .click();
      await page.getByRole("link", { name: lang === "ar" ? "كرة السلة" : "Basketball" }).click();
      await page.getByRole("button", { name: t("submissions.sports.join") }).click();
      await expect(
        page.getByRole("dialog").getByLabel(t("submissions.fields.preferredLeg")),
      ).toHaveCount(0);
    });
  });
}
