import { sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { createChallenge as altchaChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import { altchaChallengeDto } from "../../shared/platform/settings";
import { AppError } from "./app-error";
import { sharedSecret } from "./secrets";

/**
 * The bot check behind the spec's `g-recaptcha-response` field.
 * - "altcha" (default): a self-hosted proof of work (ALTCHA v2), made and verified by the
 *   maintained `altcha-lib`; the browser's `altcha` widget solves it. Each solution is accepted
 *   once, before it expires (the replay guard is a primary key in PostgreSQL).
 * - "recaptcha": Google reCAPTCHA, verified server-side with RECAPTCHA_SECRET.
 * - "off": no check. Only for automated tests, and only when set explicitly.
 */
export type BotCheckMode = "altcha" | "recaptcha" | "off";

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

export type AltchaChallenge = Awaited<ReturnType<typeof altchaChallenge>>;

/** The HMAC keys: one signs the challenge, one (derived from it) signs the expected key. */
async function hmacKeys(app: FastifyInstance) {
  const secret = await sharedSecret(app.db, "bot_check_hmac", process.env.BOT_CHECK_SECRET);
  return {
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: createHmac("sha256", secret)
      .update("altcha-key-signature")
      .digest("hex"),
  };
}

/**
 * A fresh signed challenge. Deterministic mode: the server picks the counter (at most
 * BOT_CHECK_MAX_NUMBER, so that is the work a browser does at worst) and signs the key it
 * derives, so verifying costs one HMAC. The expiry is inside the signed parameters.
 */
export async function createChallenge(app: FastifyInstance): Promise<AltchaChallenge> {
  const { maxNumber, ttlSeconds } = botCheckConfig();
  return altchaChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(Math.max(2, maxNumber)),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    ...(await hmacKeys(app)),
  });
}

/** What the widget sends: base64 of `{challenge: {parameters, signature}, solution}`. */
const altchaPayload = z.object({
  challenge: altchaChallengeDto.extend({ signature: z.string().min(1) }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

async function verifyAltcha(app: FastifyInstance, token: string): Promise<boolean> {
  let payload: z.infer<typeof altchaPayload>;
  try {
    const parsed = altchaPayload.safeParse(
      JSON.parse(Buffer.from(token, "base64").toString("utf8")),
    );
    if (!parsed.success) return false;
    payload = parsed.data;
  } catch {
    return false;
  }
  const { challenge, solution } = payload;
  // Only the algorithm this server hands out; a challenge without an expiry never came from us.
  if (challenge.parameters.algorithm !== "SHA-256" || !challenge.parameters.expiresAt) return false;
  let verified = false;
  try {
    ({ verified } = await verifySolution({
      challenge,
      solution,
      deriveKey,
      ...(await hmacKeys(app)),
    }));
  } catch {
    return false;
  }
  if (!verified) return false;
  // A solution is good once: the primary key refuses a replay, whatever the concurrency.
  const { rowCount } = await app.db.execute(
    sql`INSERT INTO bot_check_spent (challenge, expires_at) VALUES (${challenge.signature}, to_timestamp(${challenge.parameters.expiresAt})) ON CONFLICT DO NOTHING`,
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
