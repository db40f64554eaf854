import type { FastifyInstance } from "fastify";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { call } from "./app";

/** Solves a bot-check challenge the way the browser widget does and returns its payload. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const res = await call(app, "/bot-check/challenge");
  if (res.body.results.mode === "off") return "off";
  const challenge = res.body.results.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolvable challenge");
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString("base64");
}
