import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type SQL } from "drizzle-orm";
import sharp from "sharp";
import type { MediaAlt } from "../../../shared/media/media-ref";
import { queueAvifPresets } from "../../modules/media/media.jobs";
import { processImage } from "../../modules/media/process-image";
import items from "./fixtures/media.json";
import type { SeedCtx } from "./util";
import type { TaskList } from "graphile-worker";
import type { JobDeps } from "../../lib/jobs/worker";
import { createMediaStorage } from "../../lib/storage/create-storage";
import { createDb } from "../client";

type DemoPicture = { id: number; source: string; width: number; alt: MediaAlt };

/** The demo drawings ship as SVG in public/media (or build/client/media once built). */
function demoDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(process.cwd(), "public/media"),
    path.resolve(here, "../../public/media"),
    path.resolve(here, "../../../../public/media"),
    path.resolve(process.cwd(), "build/client/media"),
  ];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

/**
 * An SVG drawing drawn as a picture `width` pixels wide (the library itself never takes SVG):
 * small drawings (crests) as PNG, keeping their transparency, wide ones as JPEG, which encodes
 * several times faster; widths stay modest so a first start stays quick.
 */
async function rasterize(file: string, width: number): Promise<Buffer> {
  const svg = await readFile(file);
  const meta = await sharp(svg).metadata();
  const density = Math.min(2400, (72 * width) / (meta.width ?? width));
  const drawn = sharp(svg, { density }).resize({ width });
  return width <= 320
    ? drawn.png().toBuffer()
    : drawn.flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer();
}

/** The job that draws the demo pictures after the first start's `listen` (ADR 0062). */
export const DEMO_PICTURES_JOB = "seed.demo_pictures";

/**
 * The demo pictures in the media library, with their alt texts in three languages
 * (fixtures/media.json, fixed ids), and the demo news covers, sponsors' logos, offers' and slides' pictures
 * pointing at them. Files go
 * to the storage when the seed has one (start-up, `npm run seed`); the tests' template database
 * gets the rows only. Their AVIF presets are queued as jobs, like an upload's.
 *
 * Drawing them is most of a first start's work, so the start-up (`picturesLater`) only queues a
 * durable job that draws them once the site answers; until it has, the demo records show their
 * drawings (`image_url`, the SVG files the build serves), as they did before the library. The
 * id sequence is moved past the demo ids at once, so an upload meanwhile never takes one.
 */
export async function seedMedia(ctx: SeedCtx): Promise<void> {
  if (ctx.storage && ctx.picturesLater) {
    const last = Math.max(...(items as DemoPicture[]).map((i) => i.id));
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence('media', 'id'),
                          GREATEST((SELECT max(id) FROM media), ${last}))`,
      );
      await tx.execute(
        sql`SELECT graphile_worker.add_job(identifier => ${DEMO_PICTURES_JOB}, payload => '{}'::json,
                                           job_key => ${DEMO_PICTURES_JOB}, max_attempts => 5)`,
      );
    });
    return;
  }
  await seedDemoPictures(ctx);
}

/** The demo records whose drawing (`image_url`) a demo picture replaces: table, picture column. */
const LINKED_RECORDS: Array<[records: SQL, column: SQL]> = [
  [sql`news`, sql`cover_media_id`],
  [sql`partners`, sql`image_media_id`],
  [sql`offers`, sql`image_media_id`],
  [sql`slides`, sql`image_media_id`],
];

/** Draws and stores the demo pictures that are missing (rows, files), and links their records. */
export async function seedDemoPictures(ctx: SeedCtx): Promise<void> {
  const dir = demoDir();
  for (const item of items as DemoPicture[]) {
    const folder = `demo-${item.source.replace(/\.svg$/, "")}`;
    const { rows } = await ctx.db.execute<{ storage_key: string }>(
      sql`SELECT storage_key FROM media WHERE id = ${item.id}`,
    );
    const existing = rows[0];
    if (existing && (!ctx.storage || (await ctx.storage.exists(existing.storage_key)))) continue;
    const image = await processImage(await rasterize(path.join(dir, item.source), item.width), {
      folder,
    });
    if (ctx.storage) {
      const storage = ctx.storage;
      await Promise.all([
        storage.put(image.original.key, image.original.body, image.mime),
        ...image.variants.map((v) => storage.put(v.key, v.body, `image/${v.format}`)),
      ]);
    }
    if (existing) continue;
    const variants = image.variants.map(({ body: _body, ...v }) => v);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO media (id, original_name, mime, bytes, width, height, alt, storage_key, variants)
        OVERRIDING SYSTEM VALUE
        VALUES (${item.id}, ${item.source.replace(/\.svg$/, item.width <= 320 ? ".png" : ".jpg")}, ${image.mime},
                ${image.original.body.length}, ${image.width}, ${image.height},
                ${JSON.stringify(item.alt)}::jsonb, ${image.original.key}, ${JSON.stringify(variants)}::jsonb)
        ON CONFLICT (id) DO NOTHING`);
      if (ctx.storage) await queueAvifPresets(tx, item.id);
    });
    // The demo records drawn with this picture show it from the library.
    const drawn = `/media/${item.source}`;
    for (const [records, column] of LINKED_RECORDS) {
      await ctx.db.execute(
        sql`UPDATE ${records} SET ${column} = ${item.id}
           WHERE image_url = ${drawn} AND ${column} IS NULL`,
      );
    }
  }
  await ctx.db.execute(
    sql`SELECT setval(pg_get_serial_sequence('media', 'id'), GREATEST((SELECT max(id) FROM media), 1))`,
  );
}

/** The demo pictures' job (queued by the first start's seed). */
export function seedTasks(deps: JobDeps): TaskList {
  return {
    [DEMO_PICTURES_JOB]: async () => {
      await seedDemoPictures({ db: createDb(deps.pool), storage: createMediaStorage(deps.env) });
      deps.log.info("Demo pictures drawn");
    },
  };
}
