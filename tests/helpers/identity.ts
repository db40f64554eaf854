import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Env } from "../../src/server/env";
import { call } from "./app";
import { solveBotCheck } from "./bot-check";

export type SmsLine = { to: string; text: string; at: string };

/** Every message the `log` SMS driver wrote for this app. */
export async function readSms(env: Env): Promise<SmsLine[]> {
  try {
    const text = await readFile(path.join(env.dataDir, "outbox", "sms.jsonl"), "utf8");
    return text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as SmsLine);
  } catch {
    return [];
  }
}

/** The 4-digit code of the last message sent to `phone` (966XXXXXXXXX). */
export async function lastCode(env: Env, phone: string): Promise<string> {
  const mine = (await readSms(env)).filter((m) => m.to === phone);
  const code = /\b(\d{4})\b/.exec(mine.at(-1)?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

let ipSeq = 0;
/** A fresh client address, so one test's sends do not count against another's per-IP limit. */
export const freshIp = () =>
  `10.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}.${Math.floor(Math.random() * 250) + 1}`;

/** Asks for a code the way the web does (solved bot check) and returns the response. */
export async function requestCode(
  app: FastifyInstance,
  phone: string,
  opts: { ip?: string; lang?: "ar" | "en" | "es" } = {},
) {
  return call(
    app,
    "/website/user/login",
    { phone, "g-recaptcha-response": await solveBotCheck(app) },
    {
      ip: opts.ip ?? freshIp(),
      lang: opts.lang,
    },
  );
}

/** Full login of a member; returns the bearer token. */
export async function loginAs(app: FastifyInstance, env: Env, phone: string): Promise<string> {
  const sent = await requestCode(app, phone);
  if (sent.status !== 200) throw new Error(`login failed: ${JSON.stringify(sent.body)}`);
  const res = await call(app, "/website/user/verify", { phone, code: await lastCode(env, phone) });
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
  return res.body.results.token as string;
}
