import { hash } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { generateSecret, generateSync } from "otplib";
import type pg from "pg";
import { beforeAll } from "vitest";
import { createDb } from "../../src/server/db/client";
import type { Env } from "../../src/server/env";
import { taskList } from "../../src/server/jobs";
import { runDueJobs, type JobDeps } from "../../src/server/lib/jobs/worker";
import { createStaffSession } from "../../src/server/modules/staff/sessions";
import type { StaffRole } from "../../src/shared/staff/permissions";

/** The Host header app.inject sends, hence the Origin a same-site browser call carries. */
export const ORIGIN = "http://localhost:80";
export const DEMO_PASSWORD = "alnoor-demo-staff";
export const DEMO_SECRET = "577NPJ7LR4ND63OC3W2HE2EHMVDMJGZB";

/** The code an authenticator app shows now (or `steps` periods away). */
export function totp(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

let seq = 0;
const hashes = new Map<string, Promise<string>>();

export type TestStaff = { id: number; email: string; password: string; secret: string | null };

/** Inserts a staff account (enrolled unless told otherwise) with a password of its own. */
export async function createStaff(
  pool: pg.Pool,
  opts: { roles?: StaffRole[]; enrolled?: boolean; password?: string | null; name?: string } = {},
): Promise<TestStaff> {
  seq += 1;
  const email = `staff${process.pid}-${seq}@club.example`;
  const password = opts.password === undefined ? "a long staff passphrase" : opts.password;
  let hashed: string | null = null;
  if (password) {
    if (!hashes.has(password))
      hashes.set(password, hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2 }));
    hashed = await hashes.get(password)!;
  }
  const secret = opts.enrolled === false ? null : generateSecret();
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO staff_accounts (email, name, roles, password_hash, totp_secret, totp_enrolled_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [email, opts.name ?? `Staff ${seq}`, opts.roles ?? ["admin"], hashed, secret],
  );
  return { id: rows[0]!.id, email, password: password ?? "", secret };
}

/** A live session for an account, as if it had just signed in (reauth: a fresh code). */
export async function sessionFor(
  pool: pg.Pool,
  env: Env,
  staffId: number,
  opts: { reauth?: boolean } = {},
): Promise<string> {
  const s = await createStaffSession(createDb(pool), {
    env,
    staffId,
    ip: "127.0.0.1",
    userAgent: "vitest",
    reauth: opts.reauth ?? false,
  });
  return s.token;
}

export type StaffCallOptions = {
  token?: string;
  /** false: no Origin header; a string: that Origin. */
  origin?: string | false;
  headers?: Record<string, string>;
  ip?: string;
  lang?: "ar" | "en" | "es";
};

/** POSTs a staff call as the console does: JSON, Origin, the session in the staff cookie. */
export async function staffCall<T = any>(
  app: FastifyInstance,
  apiPath: string,
  body?: unknown,
  opts: StaffCallOptions = {},
): Promise<{
  status: number;
  body: T;
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string; [k: string]: unknown }>;
}> {
  const res = await app.inject({
    method: "POST",
    url: `/api/v1/staff${apiPath}`,
    payload: (body ?? {}) as object,
    remoteAddress: opts.ip,
    headers: {
      "content-type": "application/json",
      "content-language": opts.lang ?? "en",
      ...(opts.origin === false ? {} : { origin: opts.origin ?? ORIGIN }),
      ...(opts.token ? { cookie: `staff_session=${opts.token}` } : {}),
      ...opts.headers,
    },
  });
  return {
    status: res.statusCode,
    // A file (an export) is its text; everything else the JSON envelope.
    body: (String(res.headers["content-type"] ?? "").startsWith("text/csv")
      ? res.body
      : res.headers["content-type"]?.toString().includes("spreadsheetml")
        ? res.rawPayload
        : res.json()) as T,
    headers: res.headers,
    cookies: res.cookies as never,
  };
}

/** Password and code steps; returns the session token from the cookie. */
export async function signIn(
  app: FastifyInstance,
  staff: { email: string; password: string; secret: string | null },
  opts: { ip?: string; steps?: number } = {},
): Promise<{ token: string; body: any }> {
  const login = await staffCall(
    app,
    "/auth/login",
    { email: staff.email, password: staff.password },
    { ip: opts.ip },
  );
  if (login.status !== 200) throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
  const verify = await staffCall(
    app,
    "/auth/verify",
    { challenge: login.body.results.challenge, code: totp(staff.secret!, opts.steps ?? 0) },
    { ip: opts.ip },
  );
  if (verify.status !== 200)
    throw new Error(`verify ${verify.status} ${JSON.stringify(verify.body)}`);
  const cookie = verify.cookies.find((c) => c.name === "staff_session")!;
  return { token: cookie.value, body: verify.body };
}

export function jobDeps(app: FastifyInstance): JobDeps {
  const quiet = () => {};
  return {
    pool: app.pool,
    db: app.db,
    env: app.env,
    mailer: app.mailer,
    log: { info: quiet, warn: quiet, error: quiet },
  };
}

/** Runs every due job once (graphile-worker runOnce), deterministically. */
export async function runJobs(app: FastifyInstance): Promise<void> {
  const deps = jobDeps(app);
  await runDueJobs(deps, taskList(deps));
}

/** E-mails the log driver wrote for this test database. */
export async function sentMail(
  env: Env,
): Promise<Array<{ to: string; subject: string; text: string }>> {
  try {
    const text = await readFile(path.join(env.dataDir, "outbox", "mail.jsonl"), "utf8");
    return text
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  } catch {
    return [];
  }
}

/** The token of the last set-password link e-mailed to `to`. */
export async function lastLinkToken(env: Env, to: string): Promise<string | null> {
  const mails = (await sentMail(env)).filter((m) => m.to === to);
  const m = /#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "");
  return m ? m[1]! : null;
}

/** A localized field in the three languages. */
export const tri = (ar: string, en: string, es: string) => ({ ar, en, es });

export type LifecycleStaff = {
  /** An editor's session. */
  editor: string;
  /** A second editor's session (locks, take-over, stale saves). */
  other: string;
  /** The session of a role that may not edit content. */
  outsider: string;
  /** A library picture with its alt text in the three languages. */
  picture: number;
  /** A staff call with one of the sessions above, in a language. */
  as: (token: string, path: string, body: object, lang?: "ar" | "en" | "es") => Promise<any>;
};

/**
 * What the content lifecycle tests share, made before the file's tests run: two editors, a
 * staff member of another role and a picture content may use.
 */
export function lifecycleStaff(
  ctx: { app: FastifyInstance; pool: pg.Pool; env: Env },
  outsiderRole: StaffRole = "gate",
): LifecycleStaff {
  const staff: LifecycleStaff = {
    editor: "",
    other: "",
    outsider: "",
    picture: 0,
    as: (token, path, body, lang = "en") => staffCall(ctx.app, path, body, { token, lang }),
  };
  beforeAll(async () => {
    const mk = async (roles: StaffRole[]) =>
      sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles })).id);
    staff.editor = await mk(["editor"]);
    staff.other = await mk(["editor"]);
    staff.outsider = await mk([outsiderRole]);
    const { rows } = await ctx.pool.query<{ id: number }>(
      "SELECT id FROM media WHERE alt->>'ar' <> '' AND alt->>'en' <> '' AND alt->>'es' <> '' ORDER BY id LIMIT 1",
    );
    staff.picture = rows[0]!.id;
  });
  return staff;
}
