import { eq } from "drizzle-orm";
import type { StandingsRules } from "../../../shared/sports/standings";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { championships } from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import { type IdTable, rowById } from "../../lib/records";
import type { AuditActor, AuditEntry } from "../staff/audit";
import { auditTx } from "../staff/audit-tx";
import { recomputeStandings } from "./standings-recompute";

/**
 * The one path of every change to a league table (ADR 0026): lock the championship, change,
 * audit, recompute, in one transaction.
 */

/** A table row's figures, stored and answered alike: played, won, drawn, lost, goals for and against, points. */
export type TableFigures = {
  p: number;
  w: number;
  d: number;
  l: number;
  gf: number;
  ga: number;
  pts: number;
};
export const figuresOf = ({ p, w, d, l, gf, ga, pts }: TableFigures): TableFigures => ({
  p,
  w,
  d,
  l,
  gf,
  ga,
  pts,
});

export type LockedChampionship = {
  id: number;
  mode: "manual" | "computed";
  rules: StandingsRules | null;
};

async function lockedChampionship(tx: DbOrTx, id: number): Promise<LockedChampionship> {
  const [ch] = await tx
    .select({ id: championships.id, mode: championships.standingsMode, rules: championships.rules })
    .from(championships)
    .where(eq(championships.id, id))
    .for("update");
  if (!ch) throw notFound();
  return ch;
}

/** 422 on `field` for a reference to a club that does not exist. */
function clubRefError(e: unknown, field: string): unknown {
  const err = e as { cause?: { code?: string } };
  if (err.cause?.code === "23503")
    return new AppError(422, "validation_failed", "errors.validation_failed", {
      [field]: ["sports.staff.unknownReference"],
    });
  return e;
}

/**
 * Every change to a table goes the same way, in one transaction: find the championship (given,
 * or from the row being changed), lock it (recomputations of one table queue on that row),
 * apply the change, write its audit row, and recompute the table (a no-op for hand entry).
 */
export async function changeTable<T>({
  db,
  actor,
  championship,
  change,
  clubField,
}: {
  db: Db;
  actor: AuditActor;
  /** The championship's id, or how to find it (throwing 404 for a missing row). */
  championship: number | ((tx: Tx) => Promise<number>);
  change: (
    tx: Tx,
    ch: LockedChampionship,
  ) => Promise<{ result: T; audit: Omit<AuditEntry, "actor"> }>;
  /** The field a reference to a missing club is reported on. */
  clubField?: string;
}): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const id = typeof championship === "number" ? championship : await championship(tx);
      const ch = await lockedChampionship(tx, id);
      const { result, audit } = await change(tx, ch);
      await auditTx(tx, { actor, ...audit });
      await recomputeStandings(tx, id);
      return result;
    });
  } catch (e) {
    throw clubField ? clubRefError(e, clubField) : e;
  }
}

/**
 * Removes one row that belongs to a championship's table (an adjustment, another clubs' result):
 * the row `id` of `table`, found (404 when missing), deleted and audited with what it held, and
 * the table recomputed.
 */
export async function removeTableRow<
  T extends IdTable & { $inferSelect: { championshipId: number } },
>({
  db,
  actor,
  id,
  table,
  audit,
}: {
  db: Db;
  actor: AuditActor;
  id: number;
  table: T;
  audit: (row: T["$inferSelect"]) => Omit<AuditEntry, "actor" | "recordId">;
}) {
  let row: T["$inferSelect"] | undefined;
  await changeTable({
    db,
    actor,
    championship: async (tx) => {
      row = await rowById(tx, table, id);
      if (!row) throw notFound();
      return row.championshipId;
    },
    change: async (tx) => {
      await tx.delete(table).where(eq(table.id, id));
      return { result: undefined, audit: { ...audit(row!), recordId: id } };
    },
  });
}
