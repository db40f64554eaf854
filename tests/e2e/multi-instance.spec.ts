import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { loadEnv } from "../../src/server/env";
import { createEvent, createMember } from "../helpers/events";
// @ts-expect-error plain ES module without types
import { quietPort, startServer } from "../../scripts/serve-test.mjs";

type Server = { url: string; dataDir: string; stop: () => Promise<void> };

const dirs = { buildDir: process.env.E2E_BUILD_DIR!, serverDir: process.env.E2E_SERVER_DIR! };
const RATE_LIMIT = 30;
const PAGE_CACHE_SECONDS = 2;
const API_CACHE_SECONDS = 1;

/** Both instances: behind a (pretend) balancer, short cache windows, a small API limit. */
const common = {
  TRUST_PROXY: "1",
  RATE_LIMIT_MAX: String(RATE_LIMIT),
  PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
  API_CACHE_SECONDS: String(API_CACHE_SECONDS),
  BOT_CHECK: "off",
};

let clientSeq = 0;
/** A distinct client address per test part, as the balancer forwards it. */
const newClient = () => `198.51.100.${++clientSeq}`;

async function api(
  server: Server,
  call: string,
  body: unknown,
  opts: { token?: string; client: string },
) {
  const res = await fetch(`${server.url}/api/v1${call}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-language": "en",
      "x-forwarded-for": opts.client,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { results: any } };
}

// Two processes of the built site on one PostgreSQL: the first starts its embedded server,
// the second gets DATABASE_URL pointing at it, as N instances behind a load balancer would.
test.describe.configure({ mode: "serial" });

test("two instances on one database share sessions, limits, seats, and fresh content", async () => {
  test.setTimeout(300_000);
  const pgPort = await quietPort();
  const databaseUrl = `postgres://postgres:club-local@127.0.0.1:${pgPort}/club`;
  const a: Server = await startServer({
    ...dirs,
    env: { ...common, EMBEDDED_PG_PORT: String(pgPort) },
  });
  const b: Server = await startServer({ ...dirs, env: { ...common, DATABASE_URL: databaseUrl } });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    await test.step("a session created on one instance works on the other", async () => {
      const client = newClient();
      const phone = "966500000002";
      const sent = await api(a, "/website/user/login", { phone: "500000002" }, { client });
      expect(sent.status).toBe(200);
      const sms = readFileSync(path.join(a.dataDir, "outbox", "sms.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { to: string; text: string })
        .filter((m) => m.to === phone);
      const code = /\b(\d{4})\b/.exec(sms.at(-1)!.text)![1];
      const verified = await api(a, "/website/user/verify", { phone, code }, { client });
      expect(verified.status).toBe(200);
      const token = verified.body.results.token as string;
      const onB = await api(b, "/website/user", {}, { token, client });
      expect(onB.status).toBe(200);
      expect(onB.body.results.name).toBe("Sara Al-Harbi");
      // Signing out on B ends the session on A too.
      expect((await api(b, "/website/user/logout", {}, { token, client })).status).toBe(200);
      const onA = await api(a, "/website/user", {}, { token, client });
      expect(onA.status).toBe(401);
      expect(onA.body.results.message).toBe("Unauthorized.");
    });

    await test.step("the API limit is one limit across both instances", async () => {
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT + 4; i++)
        statuses.push((await api(i % 2 ? b : a, "/website/offers", {}, { client })).status);
      // Each instance alone would have allowed RATE_LIMIT: together they allow it once.
      expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
      expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429, 429, 429]);
      // Pages rendered by either instance call the API in-process and are never limited.
      const page = await fetch(`${b.url}/en/news`, { headers: { "x-forwarded-for": client } });
      expect(page.status).toBe(200);
    });

    await test.step("the seat race over both instances ends with exactly N winners", async () => {
      const env = { ...loadEnv(), sessionDays: 1 };
      const seats = 8;
      const ev = await createEvent(pool, { areas: 1, blocks: 1, rows: 1, seats });
      const people = [];
      for (let i = 0; i < 48; i++) people.push(await createMember(pool, env));
      const results = await Promise.all(
        people.map((m, i) =>
          api(
            i % 2 ? b : a,
            "/reservations/create",
            {
              event_id: ev.id,
              attend_at: ev.days[0],
              containers_blocks_ids: [ev.seats[i % seats]],
            },
            { token: m.token, client: `203.0.113.${i + 1}` },
          ),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(seats);
      expect(statuses.filter((s) => s === 409)).toHaveLength(people.length - seats);
      const { rows } = await pool.query(
        `SELECT count(*)::int AS held, count(DISTINCT block_id)::int AS distinct_seats
           FROM reservation_seats WHERE event_id = $1`,
        [ev.id],
      );
      expect(rows[0]).toEqual({ held: seats, distinct_seats: seats });
    });

    await test.step("caches serve the old content no longer than their window", async () => {
      const client = newClient();
      const homeTitles = async (s: Server) =>
        (
          await api(s, "/website/home", { data_type: "offers" }, { client: newClient() })
        ).body.results.offers.map((o: { title: string }) => o.title) as string[];
      const page = async (s: Server) =>
        (await fetch(`${s.url}/en`, { headers: { "x-forwarded-for": client } })).text();
      const { rows } = await pool.query<{ id: number; title: string }>(
        "SELECT id, title->>'en' AS title FROM offers WHERE status = 'published' ORDER BY id LIMIT 1",
      );
      const offer = rows[0]!;
      // Both instances have the home payload and the home page, with that offer, in their caches.
      for (const s of [a, b]) {
        expect(await homeTitles(s)).toContain(offer.title);
        expect(await page(s)).toContain(offer.title);
      }
      const fresh = `Kept offer ${Date.now()}`;
      await pool.query(
        "UPDATE offers SET title = jsonb_set(title, '{en}', to_jsonb($1::text)) WHERE id = $2",
        [fresh, offer.id],
      );
      const changedAt = Date.now();
      // Slack for a busy 2-core machine on top of the windows.
      const slackMs = 3000;
      for (const s of [a, b]) {
        await expect
          .poll(async () => (await homeTitles(s)).includes(fresh), {
            timeout: API_CACHE_SECONDS * 1000 + slackMs,
            intervals: [100],
          })
          .toBe(true);
        await expect
          .poll(async () => (await page(s)).includes(fresh), {
            timeout: (PAGE_CACHE_SECONDS + API_CACHE_SECONDS) * 1000 + slackMs,
            intervals: [100],
          })
          .toBe(true);
      }
      expect(Date.now() - changedAt).toBeLessThan(
        2 * (PAGE_CACHE_SECONDS + API_CACHE_SECONDS) * 1000 + 2 * slackMs,
      );
    });
  } finally {
    await pool.end();
    await b.stop();
    await a.stop();
  }
});
