import { asc, eq } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import type { SiteSettings } from "../../../shared/platform/settings";
import type { Db } from "../../db/client";
import { departments, settings } from "../../db/schema/platform";

export const DEFAULT_SETTINGS: SiteSettings = {
  AppName: { ar: "نادي النور", en: "Al Noor Club", es: "Club Al Noor" },
  logo: "/media/crest.svg",
  favicon: "/favicon.svg",
  email: "info@alnoor-club.example",
  copy_rights: {
    ar: "جميع الحقوق محفوظة لنادي النور",
    en: "All rights reserved, Al Noor Club",
    es: "Todos los derechos reservados, Club Al Noor",
  },
  social_media_links: [],
  knights_status: true,
  registration_open: false,
  contact_terms_enabled: false,
  shop_url: "https://store.alnoor-club.example",
  membership_url: "https://members.alnoor-club.example",
  annual_report_url: "/media/content/annual-report-2022.pdf",
  app_links: { ios: "", android: "" },
  contacts: { phone: "", whatsapp: "", address: { ar: "" } },
  footer_links: [],
  footerSections: {
    type: "large",
    season: "2026-2027",
    showNewsDate: true,
    news: { pinned: true, news_id: null },
  },
};

/** Raw settings: stored keys over the defaults, so a new key never breaks an old database. */
export async function loadSettings({ db }: { db: Db }): Promise<SiteSettings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULT_SETTINGS, ...stored } as SiteSettings;
}

export function presentSettings(s: SiteSettings, lang: Lang) {
  return {
    ...s,
    AppName: localize(s.AppName, lang),
    copy_rights: localize(s.copy_rights, lang),
    contacts: { ...s.contacts, address: localize(s.contacts.address, lang) },
    footer_links: s.footer_links.map((l) => ({ ...l, label: localize(l.label, lang) })),
  };
}

export async function listDepartments({ db, lang }: { db: Db; lang: Lang }) {
  const rows = await db
    .select()
    .from(departments)
    .where(eq(departments.status, 1))
    .orderBy(asc(departments.ord), asc(departments.id));
  // The handling address is for the staff inbox only and never leaves the server.
  return rows.map((d) => ({
    id: d.id,
    title: localize(d.title, lang),
    titles: d.title,
    ord: d.ord,
  }));
}

export async function getSettings({ db, lang }: { db: Db; lang: Lang }) {
  const [s, deps] = await Promise.all([loadSettings({ db }), listDepartments({ db, lang })]);
  return { ...presentSettings(s, lang), departments: deps };
}
