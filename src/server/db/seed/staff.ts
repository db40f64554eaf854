import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { STAFF_ROLES } from "../../../shared/staff/permissions";
import type { SeedCtx } from "./util";

/**
 * Demo staff accounts, one per role, `<role>.demo@alnoor-club.example`, already enrolled:
 * everyone knows their password and TOTP secret (README), so they exist only in demo data.
 */
export const DEMO_STAFF_PASSWORD = "alnoor-demo-staff";
export const DEMO_STAFF_TOTP_SECRET = "577NPJ7LR4ND63OC3W2HE2EHMVDMJGZB";
export const demoStaffEmail = (role: string) => `${role}.demo@alnoor-club.example`;

const NAMES: Record<(typeof STAFF_ROLES)[number], string> = {
  admin: "Demo Admin",
  editor: "Demo Editor",
  sports: "Demo Sports",
  events: "Demo Events",
  gate: "Demo Gate",
  hr: "Demo HR",
  care: "Demo Care",
  analyst: "Demo Analyst",
};

export async function seedStaff(ctx: SeedCtx): Promise<void> {
  // One hash for all: the password is public anyway. Same argon2id parameters as the app's defaults.
  const passwordHash = await hash(DEMO_STAFF_PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  for (const role of STAFF_ROLES) {
    await ctx.db.execute(
      sql`INSERT INTO staff_accounts (email, name, lang, roles, password_hash, totp_secret, totp_enrolled_at)
          VALUES (${demoStaffEmail(role)}, ${NAMES[role]}, 'ar', ${sql.param([role])}, ${passwordHash},
                  ${DEMO_STAFF_TOTP_SECRET}, now())
          ON CONFLICT (email) DO NOTHING`,
    );
  }
}
