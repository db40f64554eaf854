/**
 * The timers of spec section 9 that shape how the public site moves. One place, so a slider,
 * a modal or a test reads the same number.
 */
export const TIMINGS = {
  /** Home banner slider auto-rotation. */
  bannerRotateMs: 5_000,
  /** Home upcoming-matches slider auto-rotation. */
  upcomingMatchesRotateMs: 3_000,
  /** First-team slider autoplay. */
  firstTeamAutoplayMs: 4_000,
  /** Championships (champions) slider. */
  championsRotateMs: 4_000,
  /** Sponsor slider: a new group every 4 s, sliding over 800 ms. */
  sponsorDelayMs: 4_000,
  sponsorSlideSpeedMs: 800,
  /** Club presidents slider. */
  presidentsRotateMs: 6_000,
  /** A slide moving by itself, and one moved by the visitor. */
  slideSpeedMs: 800,
  manualSlideMs: 500,
  /** A modal takes 200 ms to open and 400 ms to close. */
  modalOpenMs: 200,
  modalCloseMs: 400,
  /** Player cards appear 10 ms after they are placed, so they fade in. */
  playerCardDelayMs: 10,
  /** A code chunk that has not arrived after 120 s is given up, with a retry message. */
  chunkTimeoutMs: 120_000,
} as const;

/** The layout breakpoints of spec section 9 (px): also the Tailwind theme's sm, md, lg, xl. */
export const BREAKPOINTS = { sm: 600, md: 768, lg: 992, xl: 1200 } as const;
