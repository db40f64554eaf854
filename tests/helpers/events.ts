import { randomBytes } from "node:crypto";
import type pg from "pg";
import { createSession } from "../../src/server/plugins/auth";
import { createDb } from "../../src/server/db/client";
import type { Env } from "../../src/server/env";

let phoneSeq = 0;
/** A phone no demo member or other test uses: 96657 + worker-unique digits. */
export function freshPhone(): string {
  phoneSeq += 1;
  return `96657${String(process.pid % 1000).padStart(3, "0")}${String(phoneSeq).padStart(4, "0")}`;
}

/** Inserts a member (complete profile unless told otherwise) and opens a session; returns id and token. */
export async function createMember(
  pool: pg.Pool,
  env: Env,
  opts: { complete?: boolean; name?: string } = {},
): Promise<{ id: number; token: string; phone: string }> {
  const complete = opts.complete ?? true;
  const phone = freshPhone();
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO members (phone, name, email, birth_date, country_id, city_id, qr_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    complete
      ? [
          phone,
          opts.name ?? "Test Member",
          "member@example.com",
          "1990-05-05",
          1,
          101,
          `KN-${randomBytes(9).toString("base64url")}`,
        ]
      : [phone, null, null, null, null, null, `KN-${randomBytes(9).toString("base64url")}`],
  );
  const id = rows[0]!.id;
  const { token } = await createSession({ db: createDb(pool), env, memberId: id });
  return { id, token, phone };
}

export type TestEvent = {
  id: number;
  days: string[];
  areas: number[];
  blocks: number[];
  seats: number[];
};

/**
 * Inserts an event with its calendar and a layout of `areas` areas x `blocks` blocks x `rows`
 * rows x `seats` seats. Window and day times default to "open now, days in the future".
 */
export async function createEvent(
  pool: pg.Pool,
  opts: {
    from?: Date;
    to?: Date;
    allow?: boolean;
    days?: Date[];
    areas?: number;
    blocks?: number;
    rows?: number;
    seats?: number;
    maxSeats?: number;
  } = {},
): Promise<TestEvent> {
  const now = Date.now();
  const from = opts.from ?? new Date(now - 86_400_000);
  const to = opts.to ?? new Date(now + 30 * 86_400_000);
  const days = opts.days ?? [new Date(now + 3 * 86_400_000), new Date(now + 4 * 86_400_000)];
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO events (title, description, availability_from, availability_to, allow_reservation, max_seats)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      { ar: "فعالية اختبار", en: "Test event", es: "Evento de prueba" },
      { ar: "وصف", en: "About", es: "Sobre" },
      from,
      to,
      opts.allow ?? true,
      opts.maxSeats ?? 1,
    ],
  );
  const id = rows[0]!.id;
  const dayKeys: string[] = [];
  for (const d of days) {
    const key = new Date(d.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
    dayKeys.push(key);
    await pool.query(
      "INSERT INTO event_dates (event_id, attend_on, starts_at) VALUES ($1, $2, $3)",
      [id, key, d],
    );
  }
  const out: TestEvent = { id, days: dayKeys, areas: [], blocks: [], seats: [] };
  for (let a = 0; a < (opts.areas ?? 2); a++) {
    const { rows: area } = await pool.query<{ id: number }>(
      "INSERT INTO event_containers (event_id, title, gate, ord) VALUES ($1, $2, $3, $4) RETURNING id",
      [
        id,
        { ar: `منطقة ${a + 1}`, en: `Area ${a + 1}`, es: `Zona ${a + 1}` },
        { ar: `${a + 1}` },
        a,
      ],
    );
    out.areas.push(area[0]!.id);
    for (let b = 0; b < (opts.blocks ?? 2); b++) {
      const { rows: block } = await pool.query<{ id: number }>(
        "INSERT INTO event_containers (event_id, parent_id, title, ord) VALUES ($1, $2, $3, $4) RETURNING id",
        [
          id,
          area[0]!.id,
          {
            ar: `مربع ${a + 1}${b + 1}`,
            en: `Block ${a + 1}${b + 1}`,
            es: `Bloque ${a + 1}${b + 1}`,
          },
          b,
        ],
      );
      out.blocks.push(block[0]!.id);
      const { rows: seats } = await pool.query<{ id: number }>(
        `INSERT INTO event_blocks (event_id, container_id, row_label, number, ord)
         SELECT $1, $2, chr(64 + r), n, r * 100 + n
           FROM generate_series(1, $3::int) r, generate_series(1, $4::int) n
         ORDER BY r, n RETURNING id`,
        [id, block[0]!.id, opts.rows ?? 2, opts.seats ?? 5],
      );
      out.seats.push(...seats.map((s) => s.id));
    }
  }
  return out;
}
