import { useEffect, useState } from "react";
import { BREAKPOINTS } from "../../shared/platform/timings";

/**
 * How many cards a slider shows at once, by the spec's breakpoints: `small` under 600 px,
 * `medium` under 992 px, else `large`. The server renders `large`; the browser settles it.
 */
export function usePerPage({
  small,
  medium,
  large,
}: {
  small: number;
  medium: number;
  large: number;
}) {
  const [perPage, setPerPage] = useState(large);
  useEffect(() => {
    const s = window.matchMedia(`(max-width: ${BREAKPOINTS.sm - 1}px)`);
    const m = window.matchMedia(`(max-width: ${BREAKPOINTS.lg - 1}px)`);
    const update = () => setPerPage(s.matches ? small : m.matches ? medium : large);
    update();
    s.addEventListener("change", update);
    m.addEventListener("change", update);
    return () => {
      s.removeEventListener("change", update);
      m.removeEventListener("change", update);
    };
  }, [small, medium, large]);
  return perPage;
}

/** `items` in consecutive groups of `size`. */
export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
