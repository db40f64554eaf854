import { sql, type SQL } from "drizzle-orm";

/**
 * Whether a survey or a poll (the row under `alias`) can be answered now: published on the
 * content lifecycle (ADR 0041, 0054) and inside its window (`opens_at` / `closes_at`, either
 * open-ended).
 */
export const answerableSql = (alias: string): SQL =>
  sql.raw(
    `(${alias}.status = 'published' AND (${alias}.opens_at IS NULL OR ${alias}.opens_at <= now())` +
      ` AND (${alias}.closes_at IS NULL OR ${alias}.closes_at > now()))`,
  );

/** Lifecycle statuses the site never shows (not published yet): answered as not found. */
export const UNRELEASED = ["draft", "scheduled"];
