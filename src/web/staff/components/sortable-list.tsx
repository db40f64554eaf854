import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId, useState } from "react";
import { useT } from "../../lib/i18n";
import { errorText } from "../lib/form-errors";
import { primaryButton } from "./buttons";
import { Notice } from "./field";

type Item = { id: number; name: string };

/**
 * A list put in order by dragging or with the keyboard (focus a handle, Space, the arrow keys,
 * Space; Escape cancels), announced to screen readers in the staff member's language; the
 * order is kept only when saved.
 */
export function SortableList<T extends Item>({
  title,
  items,
  render,
  onSave,
  onMove,
}: {
  title: string;
  items: T[];
  /** A row's content beside its handle. */
  render: (item: T) => React.ReactNode;
  /** Stores the order (ids, first first); a refusal is shown in the server's words. */
  onSave?: (ids: number[]) => Promise<void>;
  /**
   * Instead of `onSave`: each move is handed over at once (a list that is part of a larger
   * form, saved with it), and the list shows no save button of its own.
   */
  onMove?: (from: number, to: number) => void;
}) {
  const t = useT();
  const hintId = useId();
  const [order, setOrder] = useState(items);
  const [state, setState] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // A new list from the server (after a save elsewhere) replaces the local order.
  const [from, setFrom] = useState(items);
  if (from !== items) {
    setFrom(items);
    setOrder(items);
  }
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => order.find((i) => i.id === id)?.name ?? "";
  const placeOf = (id: unknown) => order.findIndex((i) => i.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("cms.sort.picked", { name: nameOf(active.id), n: placeOf(active.id), total: order.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t("cms.sort.over", { name: nameOf(active.id), n: placeOf(over.id), total: order.length })
        : "",
    onDragEnd: ({ active, over }) =>
      t("cms.sort.dropped", {
        name: nameOf(active.id),
        n: placeOf(over?.id ?? active.id),
        total: order.length,
      }),
    onDragCancel: ({ active }) => t("cms.sort.cancelled", { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setState(null);
    onMove?.(
      order.findIndex((i) => i.id === active.id),
      order.findIndex((i) => i.id === over.id),
    );
    setOrder((o) =>
      arrayMove(
        o,
        o.findIndex((i) => i.id === active.id),
        o.findIndex((i) => i.id === over.id),
      ),
    );
  };
  const changed = order.some((item, i) => item.id !== items[i]?.id);
  return (
    <section aria-labelledby={`${hintId}-title`} className="space-y-3 rounded-lg border p-4">
      <h2 id={`${hintId}-title`} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <p id={hintId} className="text-sm text-gray-700">
        {t("cms.sort.hint")}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("cms.sort.hint") },
        }}
      >
        <SortableContext items={order.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2">
            {order.map((item, i) => (
              <SortableRow key={item.id} item={item} place={i + 1} describedBy={hintId}>
                {render(item)}
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {state ? <Notice tone={state.tone}>{state.text}</Notice> : null}
      {onSave ? (
        <button
          type="button"
          className={primaryButton}
          disabled={!changed || saving}
          onClick={async () => {
            setSaving(true);
            try {
              await onSave(order.map((i) => i.id));
              setState({ tone: "success", text: t("cms.sort.saved") });
            } catch (e) {
              setState({ tone: "error", text: errorText(e, t) });
            } finally {
              setSaving(false);
            }
          }}
        >
          {t("cms.sort.save")}
        </button>
      ) : null}
    </section>
  );
}

function SortableRow({
  item,
  place,
  describedBy,
  children,
}: {
  item: Item;
  place: number;
  describedBy: string;
  children: React.ReactNode;
}) {
  const t = useT();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 rounded-md border bg-white p-2 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-describedby={describedBy}
        aria-label={t("cms.sort.handle", { name: item.name, n: place })}
        className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border text-xl text-brand-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="w-6 text-center font-bold tabular-nums" aria-hidden="true">
        {place}
      </span>
      {children}
    </li>
  );
}
