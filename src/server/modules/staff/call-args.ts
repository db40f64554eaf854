import type { z } from "zod";
import type { Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import type { AuditActor } from "./audit";

/** What a console record's list call receives: its filters (with the page) and the language of labels. */
export type ListArgs<S extends z.ZodType> = { db: Db; lang: Lang; filter: z.infer<S> };
/** What a console record's save call receives: who saves, and the record as the form sent it. */
export type SaveArgs<S extends z.ZodType> = SaveCall<z.infer<S>>;
export type SaveCall<I> = { db: Db; actor: AuditActor; input: I };
/** The save of a record that keeps its revisions (ADR 0055). */
export type RevisedSave<I> = SaveCall<I> & {
  /** A revision brought back (`restore`): audited as such. */
  restored?: boolean;
};
