import { sql } from "drizzle-orm";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";
import { sharedSecret } from "./secrets";

/**
 * The bot check behind the spec's `g-recaptcha-response` field.
 * - "altcha" (default): a self-hosted proof of work (ALTCHA protocol). The server hands out a
 *   signed challenge; the browser finds the number whose SHA-256 matches; each solution is
 *   accepted once, before it expires.
 * - "recaptcha": Google reCAPTCHA, verified server-side with RECAPTCHA_SECRET.
 * - "off": no check. Only for automated tests, and only when set explicitly.
 */
export type BotCheckMode = "altcha" | "recaptcha" | "off";

export type AltchaChallenge = {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export function botCheckConfig() {
  const mode = (process.env.BOT_CHECK || "altcha") as BotCheckMode;
  if (!["altcha", "recaptcha", "off"].includes(mode))
    throw new Error(`BOT_CHECK must be altcha, recaptcha or off`);
  return {
    mode,
    maxNumber: Number(process.env.BOT_CHECK_MAX_NUMBER || 50_000),
    ttlSeconds: Number(process.env.BOT_CHECK_TTL_SECONDS || 600),
    recaptchaSiteKey: process.env.RECAPTCHA_SITE_KEY || "",
    recaptchaSecret: process.env.RECAPTCHA_SECRET || "",
    recaptchaVerifyUrl:
      process.env.RECAPTCHA_VERIFY_URL || "https://www.google.com/recaptcha/api/siteverify",
  };
}

async function hmacKey(app: FastifyInstance) {
  return sharedSecret(app.db, "bot_check_hmac", process.env.BOT_CHECK_SECRET);
}

/** A fresh signed challenge; the expiry travels inside the salt, so it is signed too. */
export async function createChallenge(app: FastifyInstance): Promise<AltchaChallenge> {
  const { maxNumber, ttlSeconds } = botCheckConfig();
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const salt = `${randomBytes(12).toString("hex")}?expires=${expires}`;
  const number = Math.floor(Math.random() * maxNumber);
  const challenge = sha256(salt + number);
  const signature = createHmac("sha256", await hmacKey(app))
    .update(challenge)
    .digest("hex");
  return { algorithm: "SHA-256", challenge, maxnumber: maxNumber, salt, signature };
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function verifyAltcha(app: FastifyInstance, token: string): Promise<boolean> {
  let payload: {
    algorithm?: string;
    challenge?: string;
    number?: number;
    salt?: string;
    signature?: string;
  };
  try {
    payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return false;
  }
  const { challenge, number, salt, signature } = payload;
  if (typeof challenge !== "string" || typeof salt !== "string" || typeof signature !== "string")
    return false;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 0) return false;
  const expires = Number(new URLSearchParams(salt.split("?")[1] ?? "").get("expires"));
  if (!expires || expires * 1000 < Date.now()) return false;
  const expected = createHmac("sha256", await hmacKey(app))
    .update(challenge)
    .digest("hex");
  if (!safeEqual(expected, signature) || sha256(salt + number) !== challenge) return false;
  // A solution is good once: the primary key refuses a replay, whatever the concurrency.
  const { rowCount } = await app.db.execute(
    sql`INSERT INTO bot_check_spent (challenge, expires_at) VALUES (${challenge}, to_timestamp(${expires})) ON CONFLICT DO NOTHING`,
  );
  return rowCount === 1;
}

async function verifyRecaptcha(token: string, ip: string): Promise<boolean> {
  const { recaptchaSecret, recaptchaVerifyUrl } = botCheckConfig();
  if (!recaptchaSecret) return false;
  try {
    const res = await fetch(recaptchaVerifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: recaptchaSecret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    const json = (await res.json()) as { success?: boolean };
    return json.success === true;
  } catch {
    return false;
  }
}

/** Throws 422 `bot_check_failed` unless the token proves a person sent the form. */
export async function assertBotCheck({
  app,
  token,
  ip,
}: {
  app: FastifyInstance;
  token: unknown;
  ip: string;
}) {
  const { mode } = botCheckConfig();
  if (mode === "off") return;
  const ok =
    typeof token === "string" &&
    token.length > 0 &&
    token.length < 4096 &&
    (mode === "altcha" ? await verifyAltcha(app, token) : await verifyRecaptcha(token, ip));
  if (!ok) {
    throw new AppError(422, "bot_check_failed", "errors.bot_check_failed", {
      "g-recaptcha-response": ["errors.bot_check_failed"],
    });
  }
}
