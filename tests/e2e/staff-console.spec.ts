import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, open, readOutbox, test } from "./fixtures";
import {
  chooseLanguage,
  freshCode,
  newStaffPage,
  signIn,
  strings,
  type Catalog,
  DEMO_SECRET,
  demo,
} from "./staff-helpers";

// The staff console's journeys, in Arabic and English: an admin invites an editor, who sets a
// password, enrols an authenticator app (the test computes its codes from the secret shown on
// the page) and reaches the dashboard; the admin changes the editor's roles with a fresh code;
// the audit log shows those steps; navigation differs by role; sign-out ends the session.

/** The gate and reservations sections' names (their own catalog). */
/** The events editor's section name (the events catalog). */
const eventsNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/events.ar.json", "utf8")).editor
    .nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/events.en.json", "utf8")).editor
    .nav as string,
};

const gateNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/gate.ar.json", "utf8")).nav as Catalog,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/gate.en.json", "utf8")).nav as Catalog,
};

/** The media library's and the sports records' section names (their own catalogs). */
const mediaTitle = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/media.ar.json", "utf8")).title as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/media.en.json", "utf8")).title as string,
};
/** The inbox's section name (the inbox catalog). */
const inboxNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/inbox.ar.json", "utf8")).nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/inbox.en.json", "utf8")).nav as string,
};
/** The reply templates' section name (the inbox catalog). */
const templatesNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/inbox.ar.json", "utf8")).templates
    .nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/inbox.en.json", "utf8")).templates
    .nav as string,
};
/** The news section's name (the editorial catalog). */
const newsNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/editorial.ar.json", "utf8")).news
    .nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/editorial.en.json", "utf8")).news
    .nav as string,
};
/** The surveys and polls sections' names (the surveys-staff catalog). */
const surveysNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/surveys-staff.ar.json", "utf8")) as Catalog,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/surveys-staff.en.json", "utf8")) as Catalog,
};
/** The club pages section's name (the pages catalog). */
const pagesNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/pages.ar.json", "utf8")).nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/pages.en.json", "utf8")).nav as string,
};
const sportsNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/sports.ar.json", "utf8")).data.nav as Record<
    string,
    string
  >,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/sports.en.json", "utf8")).data.nav as Record<
    string,
    string
  >,
};

/** The site records' section names (departments, labels, settings). */
const cmsNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/cms.ar.json", "utf8")).nav as Catalog,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/cms.en.json", "utf8")).nav as Catalog,
};

const cmsCatalog = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/cms.ar.json", "utf8")),
  en: JSON.parse(readFileSync("src/shared/i18n/locales/cms.en.json", "utf8")),
};
const cmsOffers = { ar: cmsCatalog.ar.offer.nav as string, en: cmsCatalog.en.offer.nav as string };
const cmsSlides = { ar: cmsCatalog.ar.slide.nav as string, en: cmsCatalog.en.slide.nav as string };
const cmsPartners = {
  ar: cmsCatalog.ar.partner.nav as string,
  en: cmsCatalog.en.partner.nav as string,
};
const membersNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/members.ar.json", "utf8")).nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/members.en.json", "utf8")).nav as string,
};
const privacyNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/privacy.ar.json", "utf8")).nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/privacy.en.json", "utf8")).nav as string,
};
const cmsJobs = { ar: cmsCatalog.ar.job.nav as string, en: cmsCatalog.en.job.nav as string };
const cmsInitiatives = {
  ar: cmsCatalog.ar.initiative.nav as string,
  en: cmsCatalog.en.initiative.nav as string,
};
const cmsSportCategories = {
  ar: cmsCatalog.ar.sportCategory.nav as string,
  en: cmsCatalog.en.sportCategory.nav as string,
};

const resultsNav = {
  ar: JSON.parse(readFileSync("src/shared/i18n/locales/results.ar.json", "utf8")).nav as string,
  en: JSON.parse(readFileSync("src/shared/i18n/locales/results.en.json", "utf8")).nav as string,
};

async function navNames(page: Page, s: Catalog): Promise<string[]> {
  return page
    .getByRole("navigation", { name: s.nav.title })
    .getByRole("link")
    .allInnerTexts()
    .then((names) => names.map((n) => n.trim()));
}

/** The newest set-password link e-mailed to `to`, once the job queue has sent it. */
async function linkFor(to: string): Promise<string> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const mail = readOutbox<{ to: string; text: string }>("mail")
      .filter((m) => m.to === to)
      .at(-1);
    const m = mail && /(\/staff\/set-password#token=[A-Za-z0-9_-]+)/.exec(mail.text);
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no set-password link for ${to}`);
}

for (const lang of ["ar", "en"] as const) {
  const s = strings[lang];

  test.describe(`staff console (${lang})`, () => {
    test("an admin invites an editor, who sets a password, enrols and signs in; the admin changes a role with a fresh code; the audit log shows it all; sign-out", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      // signIn uses this file's own copy of the demo administrator in this language.
      const admin = await newStaffPage(browser, baseURL!, lang);
      const adminEmail = await signIn(admin, s, demo("admin"), DEMO_SECRET);
      await chooseLanguage(admin, lang);
      await expect(admin.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(admin.getByRole("heading", { level: 1, name: s.nav.dashboard })).toBeVisible();
      await expect(admin.locator("[data-tile]")).not.toHaveCount(0);
      expect(await navNames(admin, s)).toEqual([
        s.nav.dashboard,
        newsNav[lang],
        pagesNav[lang],
        surveysNav[lang].surveys,
        surveysNav[lang].polls,
        s.nav.matches,
        mediaTitle[lang],
        sportsNav[lang].standings,
        sportsNav[lang].predictions,
        sportsNav[lang].championships,
        sportsNav[lang].championshipTypes,
        sportsNav[lang].teams,
        sportsNav[lang].players,
        sportsNav[lang].clubs,
        sportsNav[lang].stadiums,
        cmsOffers[lang],
        cmsSlides[lang],
        cmsPartners[lang],
        cmsJobs[lang],
        cmsSportCategories[lang],
        cmsInitiatives[lang],
        cmsNav[lang].departments,
        cmsNav[lang].labels,
        membersNav[lang],
        privacyNav[lang],
        s.nav.accounts,
        cmsNav[lang].settings,
        s.nav.audit,
        s.nav.jobs,
        s.nav.notifications,
        eventsNav[lang],
        gateNav[lang].reservations,
        gateNav[lang].gate,
        gateNav[lang].board,
        inboxNav[lang],
        templatesNav[lang],
        resultsNav[lang],
        s.nav.myAccount,
      ]);
      await expectNoSeriousA11yViolations(admin);

      // Invite.
      // A retry invites someone new: the first attempt's invitee is on the list already.
      const attempt = test.info().retry + 1;
      const email = `editor-${lang}-${attempt}-${Date.now()}@club.example`;
      const name = `${lang === "ar" ? "سارة المحررة" : "Sara Editor"} ${attempt}`;
      await admin
        .getByRole("navigation", { name: s.nav.title })
        .getByRole("link", { name: s.nav.accounts })
        .click();
      await expect(admin.getByRole("heading", { level: 1, name: s.nav.accounts })).toBeVisible();
      // Journeys sign in with copies of the demo accounts (same names), so the list runs to several
      // pages: the search finds the demo gate account.
      const search = admin.getByRole("searchbox", { name: s.accounts.search });
      await search.fill("gate.demo@");
      await search.press("Enter");
      await expect(admin).toHaveURL(/search=gate\.demo/);
      await expect(admin.getByRole("link", { name: "Demo Gate", exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole("button", { name: s.accounts.invite }).click();
      const dialog = admin.getByRole("dialog", { name: s.accounts.invite });
      await expect(dialog).toBeVisible();
      // Nothing filled: the shared schema answers in the UI language.
      await dialog.getByRole("button", { name: s.accounts.sendInvite }).click();
      await expect(dialog.getByText(s.emailRequired)).toBeVisible();
      await expect(dialog.getByText(s.rolesRequired)).toBeVisible();
      await dialog.getByLabel(s.signIn.email).fill(email);
      await dialog.getByLabel(s.account.name).fill(name);
      await dialog.getByRole("checkbox", { name: s.roles.editor }).check({ force: true });
      await expectNoSeriousA11yViolations(admin);
      await dialog.getByRole("button", { name: s.accounts.sendInvite }).click();
      await expect(admin.getByRole("status").filter({ hasText: email })).toBeVisible();
      await search.fill(email);
      await search.press("Enter");
      await expect(admin.getByRole("link", { name, exact: true })).toBeVisible();

      // The invitee: set a password from the e-mailed link, then the first sign-in enrols.
      const editor = await newStaffPage(browser, baseURL!, lang);
      await open(editor, await linkFor(email));
      await expect(
        editor.getByRole("heading", { level: 1, name: s.setPassword.title }),
      ).toBeVisible();
      await expect(editor.getByText(email)).toBeVisible();
      await expectNoSeriousA11yViolations(editor);
      await editor.getByLabel(s.setPassword.password, { exact: true }).fill("short");
      await editor.getByLabel(s.setPassword.confirm, { exact: true }).fill("short");
      await editor.getByRole("button", { name: s.setPassword.submit }).click();
      await expect(editor.getByText(s.passwordTooShort)).toBeVisible();
      const password = "a quiet walk by the stadium";
      await editor.getByLabel(s.setPassword.password, { exact: true }).fill(password);
      await editor.getByLabel(s.setPassword.confirm, { exact: true }).fill(password);
      await editor.getByRole("button", { name: s.setPassword.submit }).click();
      await expect(editor.getByText(s.setPassword.done)).toBeVisible();
      await editor.getByLabel(s.signIn.email).fill(email);
      await editor.getByLabel(s.signIn.password, { exact: true }).fill(password);
      await editor.getByRole("button", { name: s.signIn.next }).click();
      await expect(editor.getByRole("heading", { level: 1, name: s.enroll.title })).toBeVisible();
      await expect(editor.getByRole("img", { name: s.enroll.qrAlt })).toBeVisible();
      await expectNoSeriousA11yViolations(editor);
      const secret = (await editor.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      // A wrong code is refused in the UI language and the page stays.
      await editor.getByLabel(s.signIn.codeLabel).fill("000000");
      await editor.getByRole("button", { name: s.enroll.submit }).click();
      await expect(editor.getByText(s.codeWrong)).toBeVisible();
      await editor.getByLabel(s.signIn.codeLabel).fill(await freshCode(email, secret));
      await editor.getByRole("button", { name: s.enroll.submit }).click();
      await expect(editor.getByRole("heading", { name: s.recovery.title })).toBeVisible();
      await expect(editor.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
      await expectNoSeriousA11yViolations(editor);
      await editor.getByRole("button", { name: s.enroll.continue }).click();
      await editor.waitForURL(/\/staff$/);
      await expect(editor.locator("html")).toHaveAttribute("lang", lang);
      await expect(editor.getByRole("heading", { level: 1, name: s.nav.dashboard })).toBeVisible();
      expect(await navNames(editor, s)).toEqual([
        s.nav.dashboard,
        newsNav[lang],
        pagesNav[lang],
        surveysNav[lang].surveys,
        surveysNav[lang].polls,
        mediaTitle[lang],
        cmsOffers[lang],
        cmsSlides[lang],
        cmsPartners[lang],
        cmsJobs[lang],
        cmsSportCategories[lang],
        cmsInitiatives[lang],
        cmsNav[lang].departments,
        cmsNav[lang].labels,
        resultsNav[lang],
        s.nav.myAccount,
      ]);

      // The admin adds a role: the server asks for a fresh code, the dialog sends it.
      await admin.getByRole("link", { name, exact: true }).click();
      await expect(admin.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await admin.getByRole("checkbox", { name: s.roles.analyst }).check({ force: true });
      await admin.getByRole("button", { name: s.accounts.saveRoles }).click();
      const reauth = admin.getByRole("alertdialog", { name: s.reauth.title });
      await expect(reauth).toBeVisible();
      await expectNoSeriousA11yViolations(admin);
      await reauth.getByLabel(s.signIn.codeLabel).fill("000000");
      await reauth.getByRole("button", { name: s.reauth.confirm }).click();
      await expect(reauth.getByText(s.codeWrong)).toBeVisible();
      await reauth.getByLabel(s.signIn.codeLabel).fill(await freshCode(adminEmail, DEMO_SECRET));
      await reauth.getByRole("button", { name: s.reauth.confirm }).click();
      await expect(reauth).toBeHidden();
      await expect(admin.getByRole("status").filter({ hasText: s.ui.saved })).toBeVisible();
      await admin.reload();
      await expect(admin.getByRole("checkbox", { name: s.roles.analyst })).toBeChecked();

      // The audit log: the invitation, the accepted link, the enrolment, the role change.
      await admin
        .getByRole("navigation", { name: s.nav.title })
        .getByRole("link", { name: s.nav.audit })
        .click();
      await expect(admin.getByRole("heading", { level: 1, name: s.nav.audit })).toBeVisible();
      // The action field suggests every recorded action, the reservations' ones included.
      const suggestions = await admin
        .locator("datalist#audit-actions option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      for (const action of [
        "account.",
        "reservations.",
        "account.update_self",
        "reservations.cancel",
        "reservations.export",
      ])
        expect(suggestions).toContain(action);
      await admin.getByLabel(s.audit.action).fill("account.");
      await admin.getByRole("button", { name: s.ui.apply }).click();
      await expect(admin).toHaveURL(/action=account\./);
      const rows = admin.getByRole("region", { name: s.nav.audit }).getByRole("row");
      for (const action of ["account.invite", "account.invitation_accepted", "account.roles"])
        await expect(rows.filter({ hasText: action }).first()).toBeVisible();
      await expect(rows.filter({ hasText: "auth.sign_in" })).toHaveCount(0);
      await expectNoSeriousA11yViolations(admin);
      await rows
        .filter({ hasText: "account.roles" })
        .first()
        .getByRole("button", { name: s.audit.details })
        .click();
      const entry = admin.getByRole("dialog", { name: s.audit.entry });
      // Roles by their names in the console's language, never as raw JSON.
      await expect(entry.getByTestId("audit-changes")).toContainText(s.roles.editor);
      await expect(entry.getByTestId("audit-changes")).toContainText(s.roles.analyst);
      await expect(entry.getByTestId("audit-changes")).not.toContainText('["');
      await expectNoSeriousA11yViolations(admin);
      await admin.keyboard.press("Escape");
      await expect(entry).toBeHidden();
      await admin.getByLabel(s.audit.action).fill("auth.enrolled");
      await admin.getByRole("button", { name: s.ui.apply }).click();
      await expect(rows.filter({ hasText: email }).first()).toBeVisible();

      // Sign-out ends the session: the console sends the visitor to sign in.
      await admin.getByRole("button", { name: /Demo Admin/ }).click();
      await admin.getByRole("menuitem", { name: s.nav.signOut }).click();
      await admin.waitForURL(/\/staff\/sign-in\?reason=signed_out/);
      await expect(admin.getByText(s.signIn.signedOut)).toBeVisible();
      await open(admin, "/staff/accounts");
      await expect(admin).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Faccounts/);
      await admin.context().close();
      await editor.context().close();
    });

    test("gate staff see only their sections, on a phone through the menu; a screen beyond their roles says so", async ({
      browser,
      baseURL,
    }) => {
      const gate = await newStaffPage(browser, baseURL!, lang, 390);
      await signIn(gate, s, "gate.demo@alnoor-club.example", DEMO_SECRET);
      await chooseLanguage(gate, lang);
      await expect(gate.getByRole("heading", { level: 1, name: s.nav.dashboard })).toBeVisible();
      await expect(gate.locator("[data-tile]")).toHaveCount(1);
      await expect(gate.locator('[data-tile="todays_checkin_events"]')).toBeVisible();
      // The console's name is read in full beside the menu button, not cut to a word.
      const name = gate.getByTestId("console-name");
      await expect(name).toHaveText(s.console);
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const [nameBox, menuBox] = await Promise.all([
        name.boundingBox(),
        gate.getByRole("button", { name: s.nav.open }).boundingBox(),
      ]);
      expect(
        nameBox!.x >= menuBox!.x + menuBox!.width || nameBox!.x + nameBox!.width <= menuBox!.x,
      ).toBe(true);
      await expectNoSeriousA11yViolations(gate);
      // On a phone the sections open from the menu button (a modal drawer).
      await gate.getByRole("button", { name: s.nav.open }).click();
      expect(await navNames(gate, s)).toEqual([
        s.nav.dashboard,
        gateNav[lang].gate,
        gateNav[lang].board,
        s.nav.myAccount,
      ]);
      await expectNoSeriousA11yViolations(gate);
      await gate.keyboard.press("Escape");
      await expect(gate.getByRole("navigation", { name: s.nav.title })).toBeHidden();
      await gate.getByRole("button", { name: s.nav.open }).click();
      await gate.getByRole("link", { name: s.nav.myAccount }).click();
      await expect(gate.getByRole("heading", { level: 1, name: s.nav.myAccount })).toBeVisible();
      await expect(gate.getByText(s.sessions.current, { exact: true })).toBeVisible();
      // Each session is a card on a phone: nothing scrolls sideways, revoke is on screen.
      const revoke = gate.getByRole("button", { name: s.sessions.revoke }).first();
      const revokeBox = (await revoke.boundingBox())!;
      expect(revokeBox.x).toBeGreaterThanOrEqual(0);
      expect(revokeBox.x + revokeBox.width).toBeLessThanOrEqual(390);
      expect(
        await gate.evaluate(() =>
          [document.documentElement, ...document.querySelectorAll("[role=region]")].every(
            (box) => box.scrollWidth <= box.clientWidth,
          ),
        ),
      ).toBe(true);
      await expectNoSeriousA11yViolations(gate);
      const res = await open(gate, "/staff/accounts");
      expect(res?.status()).toBe(403);
      await expect(gate.getByRole("heading", { name: s.forbidden })).toBeVisible();
      await gate.context().close();
    });
  });
}
