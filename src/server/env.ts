import path from "node:path";

/** Every setting comes from the environment; the defaults are safe for a laptop demo. */
function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw == null || raw === "") return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

function str(name: string, fallback: string): string {
  const raw = process.env[name];
  return raw == null || raw === "" ? fallback : raw;
}

export function loadEnv() {
  const dataDir = path.resolve(str("DATA_DIR", "data"));
  return {
    nodeEnv: str("NODE_ENV", "production"),
    host: str("HOST", "127.0.0.1"),
    port: int("PORT", 3000),
    /** External PostgreSQL; when empty the app runs its own embedded server. */
    databaseUrl: process.env.DATABASE_URL || "",
    dataDir,
    embeddedPgPort: int("EMBEDDED_PG_PORT", 54329),
    logLevel: str("LOG_LEVEL", "info"),
    /** Seed demo content when the database is empty ("auto"), always ("always") or never ("never"). */
    seed: str("SEED", "auto") as "auto" | "always" | "never",
    /** Requests per minute per client IP on the API. */
    rateLimitMax: int("RATE_LIMIT_MAX", 600),
    /** Largest JSON body accepted by ordinary calls, in bytes. */
    bodyLimit: int("BODY_LIMIT", 1024 * 1024),
    /** Public origin used for canonical and share links. */
    publicUrl: str("PUBLIC_URL", ""),
    /** Seconds anonymous pages may be cached by the server and by shared caches. */
    pageCacheSeconds: int("PAGE_CACHE_SECONDS", 5),
  };
}

export type Env = ReturnType<typeof loadEnv>;
