import { eq, sql } from "drizzle-orm";
import type { TaskList } from "graphile-worker";
import { createDb, type DbOrTx } from "../../db/client";
import { media } from "../../db/schema/media";
import type { JobDeps } from "../../lib/jobs/worker";
import { createMediaStorage } from "../../lib/storage/create-storage";
import type { MediaStorage } from "../../lib/storage/storage";
import { avifPresets } from "./process-image";

export const AVIF_JOB = "media.avif_presets";

/** Queues the AVIF presets of a picture on the transaction that stores it (ADR 0024). */
export async function queueAvifPresets(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(
    sql`SELECT graphile_worker.add_job(identifier => ${AVIF_JOB},
                                       payload => ${JSON.stringify({ media_id: id })}::json,
                                       job_key => ${`${AVIF_JOB}:${id}`}, max_attempts => 5)`,
  );
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What the job did: made the presets, found nothing to do, or found no original to read. */
export type AvifOutcome = "made" | "skipped" | "original_missing";

/**
 * Makes and stores the AVIF presets of one picture, then lists them on its row. A picture
 * deleted meanwhile is skipped (and what was written for it removed); one that already has
 * them is left alone, so a repeated job does nothing. When the original is not in this
 * instance's storage (removed meanwhile, or another instance with storage of its own took the
 * upload), there is nothing to make: the picture keeps its WebP presets and the job ends
 * without an error, so it is not retried.
 */
export async function makeAvifPresets({
  db,
  storage,
  id,
}: {
  db: DbOrTx;
  storage: MediaStorage;
  id: number;
}): Promise<AvifOutcome> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row || row.variants.some((v) => v.format === "avif")) return "skipped";
  const stored = await storage.get(row.storageKey);
  if (!stored) return "original_missing";
  const original = await readAll(stored.body);
  const folder = row.storageKey.split("/").slice(1, -1).join("/");
  const presets = await avifPresets(original, { folder, width: row.width });
  await Promise.all(presets.map((p) => storage.put(p.key, p.body, "image/avif")));
  const listed = presets.map(({ body: _body, ...v }) => v);
  const updated = await db
    .update(media)
    .set({
      variants: sql`COALESCE((SELECT jsonb_agg(v) FROM jsonb_array_elements(${media.variants}) v
                               WHERE v->>'format' <> 'avif'), '[]'::jsonb)
                     || ${JSON.stringify(listed)}::jsonb`,
    })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  if (!updated.length) {
    await storage.delete(presets.map((p) => p.key));
    return "skipped";
  }
  return "made";
}

/** The media module's jobs. */
export function mediaTasks(deps: JobDeps): TaskList {
  const db = createDb(deps.pool);
  const storage = createMediaStorage(deps.env);
  return {
    [AVIF_JOB]: async (payload) => {
      const id = Number((payload as { media_id?: unknown }).media_id);
      if (!Number.isInteger(id) || id <= 0) return;
      const outcome = await makeAvifPresets({ db, storage, id });
      if (outcome === "original_missing")
        deps.log.debug?.(`media ${id}: no original in this storage, AVIF presets not made`);
    },
  };
}
