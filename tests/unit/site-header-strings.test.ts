import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { endMessageRecord, startMessageRecord } from "../../src/shared/i18n";
import { settingsDto } from "../../src/shared/platform/settings";
import { Header } from "../../src/web/site/layout/header";
import { SessionProvider } from "../../src/web/site/lib/session";

const settings = settingsDto.parse({
  logo: "/media/crest.svg",
  favicon: "/favicon.svg",
  email: "info@alnoor-club.example",
  social_media_links: [{ name: "x", url: "https://x.com/alnoor" }],
  knights_status: true,
  registration_open: true,
  contact_terms_enabled: true,
  shop_url: "https://shop.example",
  membership_url: "https://members.example",
  annual_report_url: "https://report.example",
  app_links: { ios: "", android: "" },
  footerSections: {
    type: "news",
    season: "",
    showNewsDate: true,
    news: { pinned: false, news_id: null },
  },
  AppName: "نادي النور",
  copy_rights: "",
  contacts: { phone: "", whatsapp: "", address: "" },
  footer_links: [],
  departments: [],
});

/** The messages the server's render of the header (signed out) looks up: what the page carries. */
function carried(address: string): string[] {
  const lang = address.startsWith("/en") ? "en" : "ar";
  startMessageRecord(lang);
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [address] },
      createElement(SessionProvider, {
        initialUser: null,
        children: createElement(Header, { settings, pages: [], partners: [] }),
      }),
    ),
  );
  return Object.keys(endMessageRecord());
}

/** Every message key the header, its phone menu and its account links name in their source. */
function keysInSource(): string[] {
  const keys = new Set<string>();
  for (const file of [
    "src/web/site/layout/header.tsx",
    "src/web/site/layout/user-menu.tsx",
    "src/web/site/layout/language-switcher.tsx",
  ]) {
    for (const m of readFileSync(file, "utf8").matchAll(/\bt\(\s*"([\w.]+)"/g)) keys.add(m[1]!);
  }
  return [...keys];
}

// Shown only for the server's data (a header sponsor, no settings), and then rendered by the server.
const SERVER_DATA_ONLY = new Set(["nav.mainSponsor", "home.sponsor", "app.clubName"]);

describe("the strings a public page carries for its header and phone menu", () => {
  it("hold every label the header can show without a navigation (the menu opened, a sign-in)", () => {
    const wanted = keysInSource().filter((k) => !SERVER_DATA_ONLY.has(k));
    expect(wanted).toEqual(
      expect.arrayContaining(["nav.closeMenu", "nav.more", "identity.hello", "identity.logout"]),
    );
    for (const address of ["/", "/en/news"]) {
      const sent = carried(address);
      expect(wanted.filter((k) => !sent.includes(k))).toEqual([]);
      // The footer's column headings the phone menu repeats, whether or not the footer shows them.
      expect(sent).toEqual(
        expect.arrayContaining(["footer.club", "footer.services", "footer.help"]),
      );
    }
  });
});
