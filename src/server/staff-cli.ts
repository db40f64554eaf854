// `npm run staff -- <command>`: staff accounts from the command line (operators, first admin).
import { sql } from "drizzle-orm";
import { parseArgs } from "node:util";
import { openDatabase } from "./setup-database";
import { loadEnv } from "./env";
import { SYSTEM_ACTOR, audit } from "./modules/staff/audit";
import { clearFailures } from "./modules/staff/lockout";
import { mintLink, newLink, type LinkPurpose } from "./modules/staff/links.service";
import { staffEmail } from "../shared/staff/auth";

const USAGE = `Usage:
  npm run staff -- create-admin --email <e-mail> --name "<name>" [--lang ar|en|es]
      creates an administrator and prints a one-time link to set the password
  npm run staff -- reset-link --email <e-mail>
      prints a new one-time password link for an existing account (e.g. a locked-out admin)
  npm run staff -- unlock --email <e-mail>
      clears the wrong-password lockout of an address`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, name: { type: "string" }, lang: { type: "string" } },
});
const command = positionals[0];
const email = staffEmail.safeParse(values.email ?? "");
if (!command || !["create-admin", "reset-link", "unlock"].includes(command) || !email.success) {
  console.error(USAGE);
  process.exit(2);
}

const env = { ...loadEnv(), seed: "never" as const };
const quiet = { info: () => {}, warn: (m: string) => console.warn(m) };
const database = await openDatabase(env, quiet);
const db = database.db;
let exitCode = 0;
try {
  const address = email.data;
  if (command === "unlock") {
    await clearFailures(db, address);
    console.log(`Unlocked ${address}.`);
  } else {
    const url = await db.transaction(async (tx) => {
      let staffId: number;
      // An account that never set a password gets its invitation again.
      let purpose: LinkPurpose = "invite";
      if (command === "create-admin") {
        const name = (values.name ?? "").trim();
        const lang = values.lang ?? "ar";
        if (!name || name.length > 120 || !["ar", "en", "es"].includes(lang)) {
          throw new Error('--name "<name>" (up to 120 characters) and --lang ar|en|es are needed');
        }
        const { rows } = await tx.execute<{ id: number }>(
          sql`INSERT INTO staff_accounts (email, name, lang, roles) VALUES (${address}, ${name}, ${lang}, '{admin}')
              ON CONFLICT (email) DO NOTHING RETURNING id`,
        );
        if (!rows[0]) throw new Error(`${address} already has an account; use reset-link`);
        staffId = rows[0].id;
        await audit(tx, {
          actor: SYSTEM_ACTOR,
          action: "account.create_admin",
          recordType: "staff_account",
          recordId: staffId,
          after: { email: address, name, lang, roles: ["admin"] },
        });
      } else {
        const { rows } = await tx.execute<{ id: number; password_set: boolean }>(
          sql`SELECT id, password_hash IS NOT NULL AS password_set
                FROM staff_accounts WHERE email = ${address} AND active`,
        );
        if (!rows[0]) throw new Error(`No active account has the address ${address}`);
        staffId = rows[0].id;
        if (rows[0].password_set) purpose = "reset";
        await audit(tx, {
          actor: SYSTEM_ACTOR,
          action: "account.reset_link",
          recordType: "staff_account",
          recordId: staffId,
        });
      }
      const minted = await mintLink(tx, env, await newLink(tx, staffId, purpose, null));
      return minted!;
    });
    console.log(
      `One-time link for ${address} (valid until ${url.expiresAt.toISOString()}):\n\n  ${url.url}\n\n` +
        "Open it to choose the password; the first sign-in then sets up the authenticator app.",
    );
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
