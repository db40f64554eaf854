import { useT } from "../../../lib/i18n";

/**
 * An ordered entry's buttons (a squad's player, a tie-breaker): up, down and remove, each named
 * with the entry; `onMove` receives the place the entry moves to.
 */
export function ReorderButtons({
  name,
  index,
  count,
  className,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  className: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={index === 0}
        aria-label={t("sports.data.team.moveUp", { name })}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={className}
        disabled={index === count - 1}
        aria-label={t("sports.data.team.moveDown", { name })}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={className}
        aria-label={t("sports.data.team.remove", { name })}
        onClick={onRemove}
      >
        ×
      </button>
    </>
  );
}
