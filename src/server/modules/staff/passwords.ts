import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { createHmac, randomBytes, randomInt } from "node:crypto";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../lib/app-error";
import { sharedSecret } from "../../lib/secrets";

/** argon2id (algorithm 2 of @node-rs/argon2's const enum). */
const ARGON2ID = 2;

function options(env: Env) {
  return {
    algorithm: ARGON2ID,
    memoryCost: env.argon2MemoryKib,
    timeCost: env.argon2TimeCost,
    parallelism: 1,
  };
}

export async function hashPassword(env: Env, password: string): Promise<string> {
  return hash(password, options(env));
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (no such account, or no password
 * set yet) it verifies against a dummy hash of the same cost and answers false, so a wrong
 * e-mail takes as long as a wrong password.
 */
export async function verifyPassword(
  env: Env,
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!stored) {
    dummy ??= hash(randomBytes(16).toString("hex"), options(env));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * The common-password list of @zxcvbn-ts/language-common (about 49,000 passwords from public
 * breach corpora, maintained with zxcvbn-ts), checked case-insensitively. Loaded on first use.
 */
let common: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** NIST 800-63B: the length is checked by the schema; here the common list and the e-mail. */
export function assertPasswordAllowed(password: string, email?: string): void {
  const lower = password.toLowerCase();
  if (isCommonPassword(password) || (email && (lower === email || lower === email.split("@")[0]))) {
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      password: ["staff.passwordCommon"],
    });
  }
}

/** Recovery codes: 10 characters of an unambiguous alphabet, shown as xxxxx-xxxxx (50 bits). */
const CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export function newRecoveryCode(): string {
  let out = "";
  for (let i = 0; i < 10; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/**
 * Keyed hash of a recovery code (HMAC-SHA-256 with a secret kept apart from the rows), so a
 * copy of the table alone does not let anyone try the 2^50 codes offline.
 */
export async function hashRecoveryCode(db: Db, code: string): Promise<string> {
  const key = await sharedSecret(db, "staff_recovery_codes");
  const normalized = code.replace(/[\s-]/g, "").toLowerCase();
  return createHmac("sha256", key).update(normalized).digest("hex");
}
