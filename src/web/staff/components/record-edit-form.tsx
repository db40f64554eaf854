import type { FieldValues } from "react-hook-form";
import { RecordForm, useRecordEdit, type OnSaved, type RecordEditSpec } from "./record-form";

/** What a record type's form is given: the record as read (null at `/new`) and what follows a save. */
export type RecordFormProps<R> = { record: R | null; onSaved: OnSaved };

/**
 * A record type's form framed whole: started from the record or the spec's new values, saved
 * through the spec's call; the fields inside find the form by context.
 */
export function RecordEditForm({
  spec,
  record,
  onSaved,
  children,
}: RecordFormProps<{ id: number } & FieldValues> & {
  spec: RecordEditSpec;
  children: React.ReactNode;
}) {
  const r = useRecordEdit(spec, record, onSaved);
  return <RecordForm {...r}>{children}</RecordForm>;
}
