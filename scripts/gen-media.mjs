// Generates the demo content's images as small SVG files in public/media (committed output).
// Run again after changing it: node scripts/gen-media.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { crowdScene, matchScene, stadiumScene } from "./football-scenes.mjs";
import { palette } from "./media-palette.mjs";

const out = new URL("../public/media/", import.meta.url);
mkdirSync(out, { recursive: true });
const write = (name, svg) => writeFileSync(new URL(name, out), svg.trim() + "\n");

const GREEN = "#0b6e4f";
const GOLD = "#d4a017";

const crest = (fill, accent, initials) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 140" width="120" height="140" role="img">
  <path d="M60 4 L112 22 V70 C112 104 88 126 60 136 C32 126 8 104 8 70 V22 Z" fill="${fill}" stroke="${accent}" stroke-width="6"/>
  <circle cx="60" cy="62" r="26" fill="none" stroke="${accent}" stroke-width="5"/>
  <path d="M60 40 L66 56 L83 56 L69 66 L74 83 L60 73 L46 83 L51 66 L37 56 L54 56 Z" fill="${accent}"/>
  <text x="60" y="120" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;

write("crest.svg", crest(GREEN, GOLD, "NOOR"));
write("../favicon.svg", crest(GREEN, GOLD, ""));

const clubInitials = [
  "FAL",
  "HIL",
  "NAS",
  "ITT",
  "AHL",
  "SHB",
  "TAA",
  "FTH",
  "RAE",
  "KHL",
  "WAH",
  "ABH",
];
clubInitials.forEach((c, i) => write(`club-${i + 1}.svg`, crest(palette[i][0], palette[i][1], c)));

// Wide scenic images: a pitch, a stadium bowl or a pattern, with a colour per item.
const scene = (w, h, [bg, accent], kind, seed) => {
  const stripes = Array.from(
    { length: 8 },
    (_, k) =>
      `<rect x="${(k * w) / 8}" y="0" width="${w / 16}" height="${h}" fill="#fff" opacity="0.05"/>`,
  ).join("");
  const body =
    kind === "pitch"
      ? `<rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.84}" height="${h * 0.76}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>
         <line x1="${w / 2}" y1="${h * 0.12}" x2="${w / 2}" y2="${h * 0.88}" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>
         <circle cx="${w / 2}" cy="${h / 2}" r="${h * 0.16}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>
         <circle cx="${w * (0.3 + (seed % 5) * 0.1)}" cy="${h * 0.6}" r="${h * 0.05}" fill="${accent}"/>`
      : kind === "stadium"
        ? `<ellipse cx="${w / 2}" cy="${h * 0.62}" rx="${w * 0.46}" ry="${h * 0.3}" fill="${accent}" opacity=".85"/>
           <ellipse cx="${w / 2}" cy="${h * 0.62}" rx="${w * 0.34}" ry="${h * 0.2}" fill="#1b7f3a"/>
           <rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.8}" height="${h * 0.08}" rx="8" fill="#fff" opacity=".25"/>`
        : `<g fill="${accent}" opacity=".8">${Array.from(
            { length: 6 },
            (_, k) =>
              `<circle cx="${((k + 1) * w) / 7}" cy="${h / 2 + ((k + seed) % 3) * 20 - 20}" r="${h * 0.08 + ((k * seed) % 4) * 6}"/>`,
          ).join("")}</g>`;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0a0a0a"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${stripes}${body}
</svg>`;
};

// Football pictures (a match from the stands, the ground from above, a stand of fans), drawn
// in each item's colours; offers keep the plain pattern.
const FOOTBALL = [matchScene, crowdScene, stadiumScene];
const football = (k, w, h, colours, seed) => FOOTBALL[k % 3](w, h, colours, seed);
for (let i = 1; i <= 4; i++) write(`slide-${i}.svg`, football(i - 1, 1600, 640, palette[i], i));
for (let i = 1; i <= 3; i++) write(`cup-${i}.svg`, crowdScene(1600, 500, palette[i + 4], i + 20));
for (let i = 1; i <= 12; i++) write(`news-${i}.svg`, football(i, 800, 450, palette[i - 1], i + 40));
for (let i = 1; i <= 4; i++)
  write(`offer-${i}.svg`, scene(600, 600, palette[i + 6], "pattern", i + 2));
write("stadium.svg", stadiumScene(1600, 800, [GREEN, GOLD], 7));

// Sponsor logos: a word mark on a plain plate.
const sponsors = ["AROYA", "SAHARA", "NAKHEEL", "DANA", "WAHA", "FALAK", "RAWDA", "QAMAR"];
sponsors.forEach((name, i) =>
  write(
    `partner-${i + 1}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img">
  <rect width="240" height="96" rx="12" fill="#fff"/>
  <circle cx="40" cy="48" r="22" fill="${palette[i][0]}"/><circle cx="40" cy="48" r="10" fill="${palette[i][1]}"/>
  <text x="150" y="58" font-family="sans-serif" font-size="26" font-weight="700" fill="${palette[i][0]}" text-anchor="middle">${name}</text>
</svg>`,
  ),
);
console.log("media written to public/media");
