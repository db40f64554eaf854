import path from "node:path";

/** Every setting comes from the environment; the defaults are safe for a laptop demo. */
function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw == null || raw === "") return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

/** A retention period in months: 0 keeps everything of that kind, a negative value is refused. */
function months(name: string, fallback: number): number {
  const value = int(name, fallback);
  if (value < 0) throw new Error(`${name} must be 0 (keep) or a number of months, got "${value}"`);
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
    /** Requests per minute per client IP on the API, shared by every instance (0: no limit). */
    rateLimitMax: int("RATE_LIMIT_MAX", 600),
    /** Staff calls (/api/v1/staff) per minute per client IP: a limit of their own. */
    staffRateLimitMax: int("STAFF_RATE_LIMIT_MAX", 300),
    /** Milliseconds between the keep-alive comments of an open live-score stream. */
    liveHeartbeatMs: int("LIVE_HEARTBEAT_MS", 15_000),
    /** Largest JSON body accepted by ordinary calls, in bytes. */
    bodyLimit: int("BODY_LIMIT", 1024 * 1024),
    /** Public origin used for canonical and share links. */
    publicUrl: str("PUBLIC_URL", ""),
    /** Seconds anonymous pages may be cached by the server and by shared caches. */
    pageCacheSeconds: int("PAGE_CACHE_SECONDS", 5),
    /** Benchmarks only: a minimal React Router build served at /__baseline (bench/ssr-baseline.mjs). */
    benchBaselineBuild: str("BENCH_BASELINE_BUILD", ""),
    /** Seconds the shared home payload is reused per language and filter (0: off). */
    apiCacheSeconds: int("API_CACHE_SECONDS", 2),
    /** Milliseconds between two reads of the content cache version (ADR 0041; 0: never). */
    contentCachePollMs: int("CONTENT_CACHE_POLL_MS", 1000),
    /** SMS: "log" (default, appends to ${DATA_DIR}/outbox/sms.jsonl) or "twilio" (TWILIO_* below). */
    smsDriver: str("SMS_DRIVER", "log") as "log" | "twilio",
    twilioAccountSid: str("TWILIO_ACCOUNT_SID", ""),
    twilioAuthToken: str("TWILIO_AUTH_TOKEN", ""),
    /** Sender number or alphanumeric id; or TWILIO_MESSAGING_SERVICE_SID instead. */
    twilioFrom: str("TWILIO_FROM", ""),
    twilioMessagingServiceSid: str("TWILIO_MESSAGING_SERVICE_SID", ""),
    twilioBaseUrl: str("TWILIO_BASE_URL", "https://api.twilio.com"),
    /** One-time codes: validity, and sends allowed per phone (per 15 min), per IP (per hour), per day in all. */
    otpTtlSeconds: int("OTP_TTL_SECONDS", 300),
    otpPerPhone: int("OTP_PER_PHONE", 3),
    otpPerIp: int("OTP_PER_IP", 10),
    otpDailyCap: int("OTP_DAILY_CAP", 2000),
    /** Hours a phone stays locked after 3 wrong codes (an administrator can clear it sooner). */
    otpLockHours: int("OTP_LOCK_HOURS", 24),
    /** Secret mixed into stored code hashes; created once in the database when empty. */
    otpSecret: str("OTP_SECRET", ""),
    /** Days a member session lasts. */
    sessionDays: int("SESSION_DAYS", 30),
    /** Session cookie only over HTTPS: "1", "0", or empty to follow PUBLIC_URL's scheme. */
    cookieSecure: str("COOKIE_SECURE", ""),
    /** Largest accepted avatar, in bytes once decoded. */
    avatarMaxBytes: int("AVATAR_MAX_BYTES", 2 * 1024 * 1024),
    /** Outgoing e-mail: MAIL_DRIVER=log writes ${DATA_DIR}/outbox/mail.jsonl; smtp sends through SMTP_*. */
    mail: {
      driver: str("MAIL_DRIVER", "log") as "log" | "smtp",
      from: str("MAIL_FROM", "Al Noor Club <no-reply@alnoor-club.example>"),
      smtpHost: str("SMTP_HOST", ""),
      smtpPort: int("SMTP_PORT", 587),
      /** "1": TLS from the first byte (port 465); otherwise STARTTLS. */
      smtpSecure: process.env.SMTP_SECURE === "1",
      /** "0" allows a relay without STARTTLS (a local relay only). */
      smtpRequireTls: process.env.SMTP_REQUIRE_TLS !== "0",
      smtpUser: str("SMTP_USER", ""),
      smtpPassword: str("SMTP_PASSWORD", ""),
    },
    /** Read-only integration token (Bearer) for aggregate staff reads (survey results); empty disables it. At least 32 characters. */
    staffApiToken: str("STAFF_API_TOKEN", ""),
    /**
     * Public form submissions per hour (ADR 0030): per client address over all forms (the
     * higher ceiling: a family or the stadium's Wi-Fi shares one address), per form and address,
     * and per form and sender (phone or e-mail). 0 turns a limit off.
     */
    formRateLimit: int("FORM_RATE_LIMIT", 60),
    formRateLimitPerForm: int("FORM_RATE_LIMIT_PER_FORM", 20),
    formRateLimitPerSender: int("FORM_RATE_LIMIT_PER_SENDER", 5),
    /** Staff console (ADR 0023): session idle timeout and absolute lifetime. */
    staffIdleMinutes: int("STAFF_IDLE_MINUTES", 30),
    staffSessionHours: int("STAFF_SESSION_HOURS", 12),
    /** Minutes a TOTP code given in a session keeps sensitive actions open without another. */
    staffReauthMinutes: int("STAFF_REAUTH_MINUTES", 5),
    /** Sign-in steps (password, code, link) accepted per client IP per 15 minutes. */
    staffAuthPerIp: int("STAFF_AUTH_PER_IP", 30),
    /** Validity of an invitation link (hours) and of a password-reset link (minutes). */
    staffInviteHours: int("STAFF_INVITE_HOURS", 72),
    staffResetMinutes: int("STAFF_RESET_MINUTES", 60),
    /** argon2id cost (ADR 0023: measured to keep a sign-in under 300 ms p99 at 5 at once). */
    argon2MemoryKib: int("ARGON2_MEMORY_KIB", 19_456),
    argon2TimeCost: int("ARGON2_TIME_COST", 2),
    /** Days the audit log keeps a row; a daily job purges older ones. */
    auditRetentionDays: int("AUDIT_RETENTION_DAYS", 730),
    /**
     * Days the check-in log keeps a scan that let nobody in and is in no conflict (repeated,
     * refused, resent scans); a daily job purges older ones (ADR 0038).
     */
    checkinLogRetentionDays: int("CHECKIN_LOG_RETENTION_DAYS", 180),
    /**
     * Months the public forms' records are kept (issue 18); a nightly job deletes older ones
     * with their files. Applications count from the later of the application and the job's
     * closing. 0 keeps that kind for good.
     */
    retention: {
      applications: months("RETENTION_APPLICATIONS_MONTHS", 12),
      complaints: months("RETENTION_COMPLAINTS_MONTHS", 24),
      contact: months("RETENTION_CONTACT_MONTHS", 24),
      visits: months("RETENTION_VISITS_MONTHS", 12),
      sportJoins: months("RETENTION_SPORT_JOINS_MONTHS", 12),
    },
    /** The key id that signs ticket QR codes (ADR 0027); its seed is created in app_secrets on first use. */
    ticketKeyId: int("TICKET_KEY_ID", 1),
    /** Retired key ids whose codes the gate still accepts, comma-separated (rotation). */
    ticketKeyIdsAccepted: str("TICKET_KEY_IDS_ACCEPTED", "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean)
      .map((k) => {
        const n = Number(k);
        if (!Number.isInteger(n) || n < 0 || n > 0xffff)
          throw new Error(`TICKET_KEY_IDS_ACCEPTED must list key ids (0-65535), got "${k}"`);
        return n;
      }),
    /** Media library (ADR 0040): largest upload, and the S3-compatible bucket when S3_BUCKET is set. */
    media: {
      maxBytes: int("MEDIA_MAX_BYTES", 20 * 1024 * 1024),
      s3: {
        bucket: str("S3_BUCKET", ""),
        region: str("S3_REGION", "us-east-1"),
        endpoint: str("S3_ENDPOINT", ""),
        accessKeyId: str("S3_ACCESS_KEY_ID", ""),
        secretAccessKey: str("S3_SECRET_ACCESS_KEY", ""),
        /** Path-style addressing: on by default when S3_ENDPOINT names a compatible server. */
        forcePathStyle: str("S3_FORCE_PATH_STYLE", process.env.S3_ENDPOINT ? "1" : "0") === "1",
        prefix: str("S3_PREFIX", ""),
      },
    },
    /** Durable jobs (ADR 0024): "1" runs the worker inside the web process, "0" leaves it to `npm run worker`. */
    jobsWorker: str("JOBS_WORKER", "1") !== "0",
    jobsConcurrency: int("JOBS_CONCURRENCY", 2),
  };
}

export type Env = ReturnType<typeof loadEnv>;
