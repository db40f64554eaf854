import { useEffect, useId, useState } from "react";
import { TIMINGS } from "../../../shared/platform/timings";
import { useT } from "../../lib/i18n";
import { usePageNoticeOpen } from "../../lib/page-notice";
import { ChevronIcon, PauseIcon, PlayIcon } from "./icons";

type CarouselProps<T> = {
  items: T[];
  label: string;
  /** Auto-rotation period in ms; 0 for none. */
  interval?: number;
  render: (item: T, index: number) => React.ReactNode;
  className?: string;
  /** How long a slide takes to slide in (ms); spec section 9: 800 ms, 500 ms when moved by hand. */
  speed?: number;
  /** Controls over the slides (banners) or in a row below them (cards). */
  controls?: "overlay" | "below";
  /** Text colour scheme of the controls placed below: on a light or a dark background. */
  tone?: "light" | "dark";
};

/** More slides than this show a "3 / 10" counter on phones instead of dots. */
const MAX_PHONE_DOTS = 5;

export function usePrefersReducedMotion() {
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
 * the pointer or keyboard focus is inside and while the cookie notice shows, and never starts
 * under prefers-reduced-motion.
 * Slides move along the reading direction, so "next" comes in from the left in Arabic; the
 * slide-in takes `speed` ms when the carousel moves by itself and the manual slide time when the
 * visitor moves it (no movement at all under reduced motion, app.css).
 */
export function Carousel<T>({
  items,
  label,
  interval = TIMINGS.bannerRotateMs,
  render,
  className = "",
  speed = TIMINGS.slideSpeedMs,
  controls = "overlay",
  tone = "light",
}: CarouselProps<T>) {
  const t = useT();
  const id = useId();
  const [index, setIndexState] = useState(0);
  // The last move: its direction and whether the visitor made it (null before any move).
  const [move, setMove] = useState<{ dir: "next" | "prev"; manual: boolean } | null>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const notice = usePageNoticeOpen();
  const count = items.length;
  const running =
    interval > 0 && count > 1 && !paused && !hovered && !focused && !reduced && !notice;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setMove({ dir: "next", manual: false });
      setIndexState((i) => (i + 1) % count);
    }, interval);
    return () => clearInterval(timer);
  }, [running, interval, count]);

  if (!count) return null;
  const current = Math.min(index, count - 1);
  const setIndex = (next: number) => {
    if (next === current) return;
    setMove({ dir: next > current ? "next" : "prev", manual: true });
    setIndexState(next);
  };
  const go = (delta: number) => {
    setMove({ dir: delta > 0 ? "next" : "prev", manual: true });
    setIndexState((i) => (i + delta + count) % count);
  };
  const slideStyle = move
    ? { animationDuration: `${move.manual ? TIMINGS.manualSlideMs : speed}ms` }
    : undefined;
  const overlay = controls === "overlay";
  const button = overlay
    ? "inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
    : tone === "dark"
      ? "inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
      : "inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800";
  const dotOff =
    overlay || tone === "dark" ? "bg-white/80" : "bg-brand-100 ring-1 ring-brand-700/40";
  const dotOn = overlay || tone === "dark" ? "bg-gold-500" : "bg-brand-700";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={running}
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
            hidden={i !== current}
            className={
              i === current && move ? `carousel-slide carousel-slide-${move.dir}` : undefined
            }
            style={i === current ? slideStyle : undefined}
          >
            {render(item, i)}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div
          className={`flex items-center justify-center gap-2 ${overlay ? "absolute inset-x-0 bottom-3" : "mt-4"}`}
        >
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused || reduced ? t("common.play") : t("common.pause")}
            aria-pressed={paused}
            className={button}
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
            className={button}
          >
            <ChevronIcon className="rotate-180" width={18} height={18} />
          </button>
          {/* Many slides: a phone shows "3 / 10" instead of a row of dots that would not fit. */}
          {count > MAX_PHONE_DOTS ? (
            <span
              className={`min-w-12 text-center text-sm font-bold sm:hidden ${overlay ? "rounded-full bg-black/60 px-3 py-1 text-white" : tone === "dark" ? "text-white" : "text-brand-800"}`}
              dir="ltr"
            >
              {current + 1} / {count}
            </span>
          ) : null}
          <ul
            className={`items-center gap-1 ${count > MAX_PHONE_DOTS ? "hidden sm:flex" : "flex"}`}
          >
            {items.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-controls={id}
                  aria-current={i === current ? "true" : undefined}
                  aria-label={t("common.slide", { n: i + 1, total: count })}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <span
                    className={`block size-2.5 rounded-full ${i === current ? dotOn : dotOff}`}
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
            className={button}
          >
            <ChevronIcon width={18} height={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
