import { useEffect, useId, useState } from "react";
import { useT } from "../../lib/i18n";
import { ChevronIcon, PauseIcon, PlayIcon } from "./icons";

type CarouselProps<T> = {
  items: T[];
  label: string;
  /** Auto-rotation period in ms; 0 for none. */
  interval?: number;
  render: (item: T, index: number) => React.ReactNode;
  className?: string;
};

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return reduced;
}

/**
 * One slide at a time, rotating by itself with a visible pause button. Rotation stops while
 * the pointer or keyboard focus is inside, and never starts under prefers-reduced-motion.
 * Slides move along the reading direction, so "next" goes left in Arabic.
 */
export function Carousel<T>({
  items,
  label,
  interval = 5000,
  render,
  className = "",
}: CarouselProps<T>) {
  const t = useT();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const count = items.length;
  const running = interval > 0 && count > 1 && !paused && !hovered && !focused && !reduced;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [running, interval, count]);

  if (!count) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setFocused(false)}
    >
      <div id={id} aria-live={running ? "off" : "polite"} className="relative">
        {items.map((item, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t("common.slide", { n: i + 1, total: count })}
            hidden={i !== index}
          >
            {render(item, i)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused || reduced ? t("common.play") : t("common.pause")}
            aria-pressed={paused}
            className="inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            {paused || reduced ? (
              <PlayIcon width={18} height={18} />
            ) : (
              <PauseIcon width={18} height={18} />
            )}
          </button>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-controls={id}
            aria-label={t("common.previous")}
            className="inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <ChevronIcon className="rotate-180" width={18} height={18} />
          </button>
          <ul className="flex items-center gap-1">
            {items.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-controls={id}
                  aria-current={i === index ? "true" : undefined}
                  aria-label={t("common.slide", { n: i + 1, total: count })}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <span
                    className={`block size-2.5 rounded-full ${i === index ? "bg-gold-500" : "bg-white/80"}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(1)}
            aria-controls={id}
            aria-label={t("common.next")}
            className="inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
          >
            <ChevronIcon width={18} height={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
