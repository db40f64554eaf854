import { sql } from "drizzle-orm";
import {
  EDITABLE_SETTINGS,
  type SettingsRecord,
  type SettingsSaveBody,
  settingsSaveBody,
} from "../../../shared/staff/site-records";
import type { SiteSettings } from "../../../shared/platform/settings";
import type { Db, DbOrTx } from "../../db/client";
import { settings } from "../../db/schema/platform";
import { allLangs, assertVersion, storedLangs } from "../../lib/records";
import { bumpContentCache } from "../content/lifecycle/cache-version";
import { audit, type AuditActor } from "../staff/audit";
import type { RevisedSave } from "../staff/call-args";
import { keepRevision, revisionData, revisionsOf } from "../staff/versioned-records";

/** The settings' revisions are kept as one record (ADR 0055). */
const SETTINGS_RECORD = 1;
import { DEFAULT_SETTINGS } from "./settings.service";

/**
 * The site settings for admins (issue 15): one record made of the settings table's keys. Its
 * version is the highest version of its keys; a save locks the table (settings change rarely),
 * compares, and writes every edited key with the next version, so two admins saving from the
 * same version cannot both win. Keys the console does not edit keep their stored values.
 */

async function readSettings(db: DbOrTx): Promise<SettingsRecord> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const s = { ...DEFAULT_SETTINGS, ...stored } as SiteSettings;
  const version = Math.max(1, ...rows.map((r) => r.version));
  const updated = rows.reduce<Date | null>((m, r) => {
    const d = new Date(r.updatedAt);
    return !m || d > m ? d : m;
  }, null);
  return {
    version,
    AppName: allLangs(s.AppName),
    copy_rights: allLangs(s.copy_rights),
    email: s.email,
    contacts: {
      phone: s.contacts?.phone ?? "",
      whatsapp: s.contacts?.whatsapp ?? "",
      address: allLangs(s.contacts?.address),
    },
    social_media_links: s.social_media_links,
    footer_links: (s.footer_links ?? []).map((l) => ({ ...l, label: allLangs(l.label) })),
    app_links: { ios: s.app_links?.ios ?? "", android: s.app_links?.android ?? "" },
    membership_url: s.membership_url,
    shop_url: s.shop_url,
    annual_report_url: s.annual_report_url,
    knights_status: s.knights_status,
    registration_open: s.registration_open,
    contact_terms_enabled: s.contact_terms_enabled,
    updated_at: updated ? updated.toISOString() : null,
  };
}

export const getStaffSettings = ({ db }: { db: Db }) => readSettings(db);

/** What each edited key stores: texts without empty translations, the rest as sent. */
function storedValues(input: SettingsSaveBody): Record<string, unknown> {
  const values: Record<string, unknown> = {
    ...input,
    AppName: storedLangs(input.AppName),
    copy_rights: storedLangs(input.copy_rights),
    contacts: { ...input.contacts, address: storedLangs(input.contacts.address) },
    footer_links: input.footer_links.map((l) => ({ ...l, label: storedLangs(l.label) })),
  };
  return Object.fromEntries(EDITABLE_SETTINGS.map((k) => [k, values[k]]));
}

/** Without the version and the time: the audit row lists the settings that changed. */
const audited = ({ version: _v, updated_at: _u, ...rest }: SettingsRecord) => rest;

export async function saveStaffSettings({
  db,
  actor,
  input,
  restored = false,
}: RevisedSave<SettingsSaveBody>): Promise<SettingsRecord> {
  return db.transaction(async (tx) => {
    // Writers wait for each other here; readers (the site) are never blocked.
    await tx.execute(sql`LOCK TABLE settings IN SHARE ROW EXCLUSIVE MODE`);
    const before = await readSettings(tx);
    assertVersion(before.version, input.version);
    await tx.execute(
      sql`INSERT INTO settings (key, value, version, updated_at)
          SELECT key, value, ${before.version + 1}, now()
            FROM jsonb_each(${JSON.stringify(storedValues(input))}::jsonb)
          ON CONFLICT (key) DO UPDATE
            SET value = EXCLUDED.value, version = EXCLUDED.version, updated_at = now()`,
    );
    const after = await readSettings(tx);
    await keepRevision(tx, {
      type: "settings",
      id: SETTINGS_RECORD,
      version: after.version,
      data: after,
      actor,
    });
    await audit(tx, {
      actor,
      action: restored ? "settings.restore" : "settings.update",
      recordType: "settings",
      recordId: "site",
      before: audited(before),
      after: audited(after),
    });
    // Every page shows the settings: each instance drops its cached pages and answers.
    await bumpContentCache(tx);
    return after;
  });
}

/** `revisions`: the kept versions of the settings, newest first. */
export const settingsRevisions = ({ db }: { db: Db }) =>
  revisionsOf<SettingsRecord>(db, "settings", SETTINGS_RECORD);

/** `restore`: saves a kept version of the settings as the new one (checked by today's schema). */
export async function restoreSettings({
  db,
  actor,
  revision,
  version,
}: {
  db: Db;
  actor: AuditActor;
  revision: number;
  version: number;
}): Promise<SettingsRecord> {
  const data = await revisionData(db, "settings", SETTINGS_RECORD, revision);
  const input = settingsSaveBody.parse({ ...data, version });
  return saveStaffSettings({ db, actor, input, restored: true });
}
