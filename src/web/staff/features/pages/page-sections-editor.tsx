import { useEffect, useId, useRef, useState } from "react";
import { get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import {
  SECTION_TYPES,
  type PageSectionInput,
  type SectionType,
} from "../../../../shared/content/page-sections";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, primaryButton, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { SelectField } from "../../components/field";
import { SortableList } from "../../components/sortable-list";
import { SectionFields } from "./section-fields";
import { copyOf, newSection } from "./section-defaults";

type Row = PageSectionInput & { key: string };

/**
 * A page's sections inside the page's form (issue 15): add one from the type picker, edit it
 * in its type's form, duplicate, hide or show, delete after confirming, and put them in order
 * by dragging or with the keyboard (SortableList). Everything is saved with the page.
 */
export function PageSectionsEditor() {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { control, formState } = useFormContext();
  const list = useFieldArray({ control, name: "sections", keyName: "key" });
  const values = (useWatch({ control, name: "sections" }) ?? []) as PageSectionInput[];
  const [picked, setPicked] = useState<SectionType>("textBox");
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  // SortableList needs numbers: one per row, kept while the row lives.
  const numbers = useRef(new Map<string, number>());
  const numberOf = (key: string) => {
    if (!numbers.current.has(key)) numbers.current.set(key, numbers.current.size + 1);
    return numbers.current.get(key)!;
  };
  const rows = (list.fields as unknown as Row[]).map((f, i) => {
    const v = values[i] ?? f;
    const title = v.title?.[lang] || v.title?.ar || "";
    const typeName = t(`pages.types.${v.type}.name`);
    return {
      id: numberOf(f.key),
      key: f.key,
      index: i,
      type: v.type,
      visible: v.visible !== false,
      name: title ? `${typeName}: ${title}` : typeName,
      invalid: Boolean(get(formState.errors, `sections.${i}`)),
    };
  });
  // A section just added opens in its form once its row exists.
  const lastKey = rows[rows.length - 1]?.key;
  useEffect(() => {
    if (editing === "__last" && lastKey) setEditing(lastKey);
  }, [editing, lastKey]);
  // A save refused in the browser opens the first section that needs attention.
  const firstInvalid = rows.find((r) => r.invalid)?.key;
  const submits = formState.submitCount;
  useEffect(() => {
    if (submits && firstInvalid) setEditing((e) => e ?? firstInvalid);
  }, [submits, firstInvalid]);
  const editIndex = rows.findIndex((r) => r.key === editing);
  const edited = editIndex >= 0 ? rows[editIndex]! : null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {t("pages.sections.title")}
      </h2>
      {rows.length ? (
        <SortableList
          title={t("pages.sections.order")}
          items={rows}
          onMove={(from, to) => list.move(from, to)}
          render={(r) => (
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 font-bold break-words">
                {r.name}
                {r.visible ? null : (
                  <span className="ms-2 rounded bg-gray-200 px-2 text-sm font-normal">
                    {t("pages.sections.hidden")}
                  </span>
                )}
                {r.invalid ? (
                  <span className="ms-2 rounded bg-red-100 px-2 text-sm font-normal text-red-800">
                    {t("pages.sections.invalid")}
                  </span>
                ) : null}
              </span>
              <span className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-expanded={editing === r.key}
                  aria-controls={`${id}-editor`}
                  aria-label={t("pages.sections.editNamed", { name: r.name })}
                  onClick={() => setEditing(editing === r.key ? null : r.key)}
                >
                  {t("pages.sections.edit")}
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t("pages.sections.duplicateNamed", { name: r.name })}
                  onClick={() => {
                    list.insert(r.index + 1, copyOf(values[r.index]!));
                  }}
                >
                  {t("pages.sections.duplicate")}
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={t(
                    r.visible ? "pages.sections.hideNamed" : "pages.sections.showNamed",
                    {
                      name: r.name,
                    },
                  )}
                  onClick={() => list.update(r.index, { ...values[r.index]!, visible: !r.visible })}
                >
                  {t(r.visible ? "pages.sections.hide" : "pages.sections.show")}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  aria-label={t("pages.sections.deleteNamed", { name: r.name })}
                  onClick={() => setRemoving(r.index)}
                >
                  {t("pages.sections.delete")}
                </button>
              </span>
            </div>
          )}
        />
      ) : (
        <p className="rounded-md border border-dashed p-4 text-gray-700">
          {t("pages.sections.none")}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3 rounded-md border p-3">
        <SelectField
          label={t("pages.sections.type")}
          className="min-w-60"
          value={picked}
          onChange={(e) => setPicked(e.target.value as SectionType)}
        >
          {SECTION_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`pages.types.${k}.name`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            list.append(newSection(picked));
            // The new row's key is known after the render: open it then.
            setEditing("__last");
          }}
        >
          {t("pages.sections.add")}
        </button>
        <p className="w-full text-sm text-gray-700">{t(`pages.types.${picked}.help`)}</p>
      </div>
      <div id={`${id}-editor`}>
        {edited ? (
          <fieldset className="space-y-4 rounded-lg border-2 border-brand-700 p-4">
            <legend className="px-2 text-lg font-bold">
              {t("pages.sections.editing", { n: editIndex + 1, name: edited.name })}
            </legend>
            <SectionFields key={edited.key} index={editIndex} type={edited.type} />
            <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
              {t("pages.sections.done")}
            </button>
          </fieldset>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("pages.sections.deleteTitle", {
          name: removing !== null ? (rows[removing]?.name ?? "") : "",
        })}
        body={t("pages.sections.deleteBody")}
        confirmLabel={t("pages.sections.delete")}
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
