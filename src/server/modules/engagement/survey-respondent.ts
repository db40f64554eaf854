import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Respondent } from "./survey-queries";

/** A visitor who answers without signing in is remembered by this random, httpOnly cookie. */
export const SURVEY_VISITOR_COOKIE = "club_survey_visitor";
const VISITOR_DAYS = 365;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function visitorHash(req: FastifyRequest): string | null {
  const raw = req.cookies?.[SURVEY_VISITOR_COOKIE];
  return raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? sha256(raw) : null;
}

export function respondentOf(req: FastifyRequest): Respondent {
  return {
    memberId: req.user?.id ?? null,
    complete: req.user?.complete ?? false,
    visitorHash: req.user ? null : visitorHash(req),
  };
}

/** Gives an anonymous visitor a cookie identity before their first answer. */
export function ensureVisitor(req: FastifyRequest, reply: FastifyReply): string {
  const existing = visitorHash(req);
  if (existing) return existing;
  const raw = randomBytes(32).toString("base64url");
  reply.setCookie(SURVEY_VISITOR_COOKIE, raw, {
    httpOnly: true,
    sameSite: "lax",
    secure: req.protocol === "https",
    path: "/",
    maxAge: VISITOR_DAYS * 86_400,
  });
  return sha256(raw);
}
