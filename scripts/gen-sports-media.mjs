// Generates the club sports images as small SVG files in public/media/sports (committed output).
// Run again after changing it: node scripts/gen-sports-media.mjs
import { mkdirSync, writeFileSync } from "node:fs";

const out = new URL("../public/media/sports/", import.meta.url);
mkdirSync(out, { recursive: true });

// A simple emblem per sport drawn with basic shapes.
const emblems = {
  ball: '<circle cx="0" cy="0" r="70" fill="#fff"/><path d="M0-26 L25-8 L15 22 L-15 22 L-25-8Z" fill="#14211c"/>',
  basket:
    '<circle cx="0" cy="0" r="70" fill="#f77f00"/><path d="M-70 0H70M0-70V70M-50-50C-20-20-20 20-50 50M50-50C20-20 20 20 50 50" stroke="#14211c" stroke-width="5" fill="none"/>',
  volley:
    '<circle cx="0" cy="0" r="70" fill="#fff"/><path d="M0-70C10-20 40 10 66 24M-60-36C-10-26 20 0 30 62M-56 42C-20 10 -10-30 -10-68" stroke="#1d3557" stroke-width="6" fill="none"/>',
  hand: '<circle cx="0" cy="0" r="70" fill="#ffd166"/><path d="M-40 20C-40-20-20-50 0-50S40-20 40 20" stroke="#14211c" stroke-width="6" fill="none"/>',
  racket:
    '<ellipse cx="-10" cy="-20" rx="42" ry="52" fill="none" stroke="#fff" stroke-width="8"/><rect x="-16" y="30" width="12" height="50" rx="4" fill="#fff" transform="rotate(20)"/><circle cx="46" cy="40" r="14" fill="#d9ed92"/>',
  swim: '<path d="M-80 20Q-60 0-40 20T0 20T40 20T80 20M-80 50Q-60 30-40 50T0 50T40 50T80 50" stroke="#fff" stroke-width="8" fill="none"/><circle cx="10" cy="-30" r="16" fill="#fff"/>',
  run: '<circle cx="10" cy="-50" r="16" fill="#fff"/><path d="M5-30L-10 20L-40 50M-10 20L20 40L30 76M0-10L-36 0M0-10L36-24" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none"/>',
  fist: '<rect x="-50" y="-40" width="100" height="80" rx="24" fill="#e63946"/><path d="M-30-40V-10M-5-40V-10M20-40V-10" stroke="#fff" stroke-width="5"/>',
  belt: '<rect x="-80" y="-14" width="160" height="28" rx="6" fill="#fff"/><path d="M-10-14L-40 60M10-14L40 60" stroke="#fff" stroke-width="18"/><rect x="-18" y="-22" width="36" height="44" rx="6" fill="#14211c"/>',
  chess:
    '<path d="M-36 70H36L26 30H-26ZM-20 30L-14-20H14L20 30ZM-24-20H24V-34H-24ZM-10-34V-60H10V-34" fill="#fff"/>',
  bike: '<circle cx="-44" cy="30" r="30" fill="none" stroke="#fff" stroke-width="8"/><circle cx="44" cy="30" r="30" fill="none" stroke="#fff" stroke-width="8"/><path d="M-44 30L-10-20H30L44 30M-10-20L6 30H-44" stroke="#fff" stroke-width="7" fill="none"/>',
  group:
    '<circle cx="-40" cy="-20" r="20" fill="#fff"/><circle cx="40" cy="-20" r="20" fill="#fff"/><circle cx="0" cy="-36" r="24" fill="#fff"/><path d="M-70 60C-70 20-10 20-10 60ZM10 60C10 20 70 20 70 60ZM-36 60C-36 0 36 0 36 60Z" fill="#fff"/>',
};

const sports = [
  ["team-sports", "#0b6e4f", "#d4a017", "group"],
  ["individual-sports", "#1d3557", "#e63946", "run"],
  ["combat-sports", "#6a040f", "#ffba08", "belt"],
  ["mind-sports", "#3c096c", "#ff9e00", "chess"],
  ["football-academy", "#1b7f3a", "#d4a017", "ball"],
  ["basketball", "#14213d", "#fca311", "basket"],
  ["volleyball", "#03045e", "#00b4d8", "volley"],
  ["handball", "#264653", "#2a9d8f", "hand"],
  ["table-tennis", "#0f4c5c", "#fb8b24", "racket"],
  ["swimming", "#023e8a", "#48cae4", "swim"],
  ["athletics", "#7f5539", "#ede0d4", "run"],
  ["cycling", "#283618", "#dda15e", "bike"],
  ["taekwondo", "#540b0e", "#9e2a2b", "fist"],
  ["karate", "#2b2d42", "#8d99ae", "belt"],
  ["chess", "#3c096c", "#ff9e00", "chess"],
];

for (const [name, bg, accent, emblem] of sports) {
  const svg = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0a0a0a"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#g)"/>
  <circle cx="640" cy="90" r="180" fill="${accent}" opacity=".18"/>
  <circle cx="120" cy="460" r="140" fill="${accent}" opacity=".12"/>
  <g transform="translate(400 250) scale(1.6)">${emblems[emblem]}</g>
</svg>`;
  writeFileSync(new URL(`${name}.svg`, out), svg.trim() + "\n");
}
