import { useEffect, useId, useRef, useState } from "react";
import { get, useFieldArray, useFormContext, useWatch, type FieldValues } from "react-hook-form";
import { useT } from "../../lib/i18n";
import { messageText } from "../lib/staff-lang";
import { dangerButton, primaryButton, secondaryButton } from "./buttons";
import { ConfirmDialog } from "./confirm-dialog";
import { SelectField } from "./field";
import { SelectOptions } from "./select-options";
import { SortableList } from "./sortable-list";
import { choices } from "../../components/ui/form-controls";

/** What every child of the list has: its type, and whether the site shows it. */
type ChildValue = { type: string; visible?: boolean };

/** A child as the list shows it. */
export type ChildRow<V> = {
  /** The form's key of the child, kept while it lives. */
  key: string;
  index: number;
  value: V;
  /** Its name in the list, the dialogs and the buttons' labels. */
  name: string;
  visible: boolean;
  /** The form has an error in it. */
  invalid: boolean;
};

type Named<V> = (row: ChildRow<V>) => string;

/**
 * The children of a record inside the record's form (a survey's questions, a page's sections):
 * add one from the type picker (it opens in its form), edit one at a time, optionally
 * duplicate, hide or show, delete after confirming (unless `canDelete` says no), and put them in
 * order by dragging or with the keyboard (SortableList). Everything is saved with the record;
 * a save refused in the browser opens the first child that needs attention.
 */
export function SortableChildList<V extends ChildValue, K extends V["type"]>({
  name,
  types,
  initialType,
  create,
  rowName,
  words,
  badges,
  canDelete = () => true,
  duplicate,
  hideable = false,
  editor,
}: {
  /** The form's array field (`questions`). */
  name: string;
  /** The types the picker offers, the first chosen `initialType`. */
  types: readonly K[];
  initialType: K;
  /** A new child of a type. */
  create: (type: K) => V;
  rowName: (value: V, index: number) => string;
  words: {
    title: string;
    /** The order list's heading. */
    order: string;
    none: string;
    typeLabel: string;
    typeName: (type: K) => string;
    typeHelp: (type: K) => string;
    add: string;
    hidden: string;
    /** The badge of a child with errors (none: no badge). */
    invalid?: string;
    edit: string;
    editNamed: Named<V>;
    /** The open child's form's legend. */
    editing: Named<V>;
    done: string;
    delete: string;
    deleteNamed: Named<V>;
    deleteTitle: Named<V>;
    deleteBody: string;
    duplicate?: string;
    duplicateNamed?: Named<V>;
    hide?: string;
    show?: string;
    hideNamed?: Named<V>;
    showNamed?: Named<V>;
  };
  /** More badges beside a child's name. */
  badges?: (row: ChildRow<V>) => React.ReactNode;
  canDelete?: (row: ChildRow<V>) => boolean;
  /** A copy of a child (its ids left out): shows the duplicate button. */
  duplicate?: (value: V) => V;
  /** Shows the hide/show button. */
  hideable?: boolean;
  /** The open child's fields. */
  editor: (row: ChildRow<V>) => React.ReactNode;
}) {
  const t = useT();
  const id = useId();
  const { control, formState } = useFormContext<FieldValues>();
  const list = useFieldArray({ control, name, keyName: "key" });
  const values = (useWatch({ control, name }) ?? []) as V[];
  const [picked, setPicked] = useState<K>(initialType);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  // SortableList needs numbers: one per row, kept while the row lives.
  const numbers = useRef(new Map<string, number>());
  const numberOf = (key: string) => {
    if (!numbers.current.has(key)) numbers.current.set(key, numbers.current.size + 1);
    return numbers.current.get(key)!;
  };
  const rows = (list.fields as unknown as (V & { key: string })[]).map((f, i) => {
    const value = values[i] ?? f;
    return {
      id: numberOf(f.key),
      key: f.key,
      index: i,
      value,
      name: rowName(value, i),
      visible: value.visible !== false,
      invalid: Boolean(get(formState.errors, `${name}.${i}`)),
    };
  });
  // A child just added opens in its form once its row exists.
  const lastKey = rows[rows.length - 1]?.key;
  useEffect(() => {
    if (editing === "__last" && lastKey) setEditing(lastKey);
  }, [editing, lastKey]);
  // A save refused in the browser opens the first child that needs attention.
  const firstInvalid = rows.find((r) => r.invalid)?.key;
  const submits = formState.submitCount;
  useEffect(() => {
    if (submits && firstInvalid) setEditing((e) => e ?? firstInvalid);
  }, [submits, firstInvalid]);
  const edited = rows.find((r) => r.key === editing) ?? null;
  const listError = messageText(
    t,
    (get(formState.errors, name) as { message?: string } | undefined)?.message ??
      (get(formState.errors, `${name}.root`) as { message?: string } | undefined)?.message,
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {words.title}
      </h2>
      {listError ? (
        <p className="font-bold text-red-800" role="alert">
          {listError}
        </p>
      ) : null}
      {rows.length ? (
        <SortableList
          title={words.order}
          items={rows}
          onMove={(from, to) => list.move(from, to)}
          render={(r) => (
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 basis-full font-bold break-words sm:basis-auto">
                {r.name}
                {r.visible ? null : (
                  <span className="ms-2 rounded bg-gray-200 px-2 text-sm font-normal">
                    {words.hidden}
                  </span>
                )}
                {badges?.(r)}
                {r.invalid && words.invalid ? (
                  <span className="ms-2 rounded bg-red-100 px-2 text-sm font-normal text-red-800">
                    {words.invalid}
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-expanded={editing === r.key}
                  aria-controls={`${id}-editor`}
                  aria-label={words.editNamed(r)}
                  onClick={() => setEditing(editing === r.key ? null : r.key)}
                >
                  {words.edit}
                </button>
                {duplicate ? (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={words.duplicateNamed?.(r)}
                    onClick={() => list.insert(r.index + 1, duplicate(r.value))}
                  >
                    {words.duplicate}
                  </button>
                ) : null}
                {hideable ? (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={r.visible ? words.hideNamed?.(r) : words.showNamed?.(r)}
                    onClick={() => list.update(r.index, { ...r.value, visible: !r.visible })}
                  >
                    {r.visible ? words.hide : words.show}
                  </button>
                ) : null}
                {canDelete(r) ? (
                  <button
                    type="button"
                    className={dangerButton}
                    aria-label={words.deleteNamed(r)}
                    onClick={() => setRemoving(r.index)}
                  >
                    {words.delete}
                  </button>
                ) : null}
              </span>
            </div>
          )}
        />
      ) : (
        <p className="rounded-md border border-dashed p-4 text-gray-700">{words.none}</p>
      )}
      <div className="flex flex-wrap items-end gap-3 rounded-md border p-3">
        <SelectField
          label={words.typeLabel}
          className="min-w-60"
          value={picked}
          onChange={(e) => setPicked(e.target.value as K)}
        >
          <SelectOptions choices={choices(types, words.typeName)} />
        </SelectField>
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            list.append(create(picked));
            // The new row's key is known after the render: open it then.
            setEditing("__last");
          }}
        >
          {words.add}
        </button>
        <p className="w-full text-sm text-gray-700">{words.typeHelp(picked)}</p>
      </div>
      <div id={`${id}-editor`}>
        {edited ? (
          <fieldset key={edited.key} className="space-y-4 rounded-lg border-2 border-brand-700 p-4">
            <legend className="px-2 text-lg font-bold">{words.editing(edited)}</legend>
            {editor(edited)}
            <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
              {words.done}
            </button>
          </fieldset>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing !== null && rows[removing] ? words.deleteTitle(rows[removing]) : ""}
        body={words.deleteBody}
        confirmLabel={words.delete}
        destructive
        onConfirm={async () => {
          if (removing === null) return;
          if (rows[removing]?.key === editing) setEditing(null);
          list.remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
