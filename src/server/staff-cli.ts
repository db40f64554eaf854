// `npm run staff -- <command>`: staff accounts from the command line (operators, first admin).
import { parseArgs } from "node:util";
import { openDatabase } from "./setup-database";
import { loadEnv } from "./env";
import { SYSTEM_ACTOR, audit } from "./modules/staff/audit";
import { inTransaction } from "./modules/staff/db";
import { clearFailures } from "./modules/staff/lockout";
import { mintLink } from "./modules/staff/links.service";
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
const pool = database.pool;
let exitCode = 0;
try {
  const address = email.data;
  if (command === "unlock") {
    await clearFailures(pool, address);
    console.log(`Unlocked ${address}.`);
  } else {
    const url = await inTransaction(pool, async (client) => {
      let staffId: number;
      if (command === "create-admin") {
        const name = (values.name ?? "").trim();
        const lang = values.lang ?? "ar";
        if (!name || name.length > 120 || !["ar", "en", "es"].includes(lang)) {
          throw new Error('--name "<name>" (up to 120 characters) and --lang ar|en|es are needed');
        }
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO staff_accounts (email, name, lang, roles) VALUES ($1, $2, $3, '{admin}')
           ON CONFLICT (email) DO NOTHING RETURNING id`,
          [address, name, lang],
        );
        if (!rows[0]) throw new Error(`${address} already has an account; use reset-link`);
        staffId = rows[0].id;
        await audit(client, {
          actor: SYSTEM_ACTOR,
          action: "account.create_admin",
          recordType: "staff_account",
          recordId: staffId,
          after: { email: address, name, lang, roles: ["admin"] },
        });
      } else {
        const { rows } = await client.query<{ id: number; password_hash: string | null }>(
          "SELECT id, password_hash FROM staff_accounts WHERE email = $1 AND active",
          [address],
        );
        if (!rows[0]) throw new Error(`No active account has the address ${address}`);
        staffId = rows[0].id;
        await audit(client, {
          actor: SYSTEM_ACTOR,
          action: "account.reset_link",
          recordType: "staff_account",
          recordId: staffId,
        });
      }
      await client.query(
        "UPDATE staff_links SET superseded_at = now() WHERE staff_id = $1 AND used_at IS NULL AND superseded_at IS NULL",
        [staffId],
      );
      const { rows: link } = await client.query<{ id: string }>(
        `INSERT INTO staff_links (staff_id, purpose)
         VALUES ($1, CASE WHEN (SELECT password_hash IS NULL FROM staff_accounts WHERE id = $1) THEN 'invite' ELSE 'reset' END)
         RETURNING id`,
        [staffId],
      );
      const minted = await mintLink(client, env, Number(link[0]!.id));
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
