// Generates the images of the public content demo (players, initiatives, presidents, strategy
// graphics, the election-list PDF) into public/media/content (committed output).
// Run again after changing it: node scripts/gen-content-media.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { crowdPattern, playerBust } from "./football-scenes.mjs";
import { palette } from "./media-palette.mjs";

const out = new URL("../public/media/content/", import.meta.url);
mkdirSync(out, { recursive: true });
const write = (name, body) =>
  writeFileSync(new URL(name, out), typeof body === "string" ? body.trim() + "\n" : body);

// A player portrait: the player's bust in the club kit (head, hair, shoulders, collar and
// crest), in front of a stand of fans under the floodlights.
const portrait = (i, label, kit = "#0b6e4f", trim = "#d4a017") => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">
  <defs>
    <linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0c2219"/><stop offset="1" stop-color="#1f6b3a"/></linearGradient>
    <radialGradient id="l" cx=".5" cy="0" r=".8"><stop offset="0" stop-color="#fff7d6" stop-opacity=".55"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient>
    ${crowdPattern("f", [kit, trim, "#ffffff"], i, 30)}
  </defs>
  <rect width="400" height="500" fill="url(#b)"/>
  <rect width="400" height="260" fill="url(#f)" opacity=".35"/>
  <rect width="400" height="500" fill="url(#l)"/>
  ${playerBust({ i, kit, trim })}
  <text x="200" y="470" font-family="sans-serif" font-size="56" font-weight="700" fill="${trim}" text-anchor="middle">${label}</text>
</svg>`;
// No number on the shirt: the site draws the shirt number over the photo (ADR 0057).
for (let i = 1; i <= 30; i++) write(`player-${i}.svg`, portrait(i, ""));
for (let i = 1; i <= 16; i++) write(`junior-${i}.svg`, portrait(i + 7, "", "#14532d", "#fde68a"));
write("manager.svg", portrait(3, "", "#1f2937", "#d4a017"));

// Initiative images: a scene with symbols per theme.
const themes = {
  health: (a) =>
    `<path d="M380 150 h60 v60 h60 v60 h-60 v60 h-60 v-60 h-60 v-60 h60 z" fill="${a}"/>`,
  education: (a) =>
    `<rect x="300" y="160" width="220" height="150" rx="10" fill="${a}"/><line x1="410" y1="160" x2="410" y2="310" stroke="#fff" stroke-width="8"/>`,
  environment: (a) =>
    `<circle cx="410" cy="220" r="90" fill="${a}"/><rect x="400" y="280" width="20" height="90" fill="#5b3a1a"/>`,
  community: (a) =>
    `<g fill="${a}"><circle cx="330" cy="190" r="40"/><circle cx="410" cy="170" r="46"/><circle cx="490" cy="190" r="40"/><rect x="280" y="240" width="260" height="110" rx="50"/></g>`,
  sport: (a) =>
    `<circle cx="410" cy="230" r="100" fill="#fff"/><path d="M410 170 l50 36 -19 58 h-62 l-19 -58 z" fill="${a}"/>`,
  culture: (a) =>
    `<path d="M300 330 L410 140 L520 330 Z" fill="${a}"/><circle cx="410" cy="260" r="30" fill="#fff"/>`,
};
const themeNames = Object.keys(themes);
const scene = (i, theme) => {
  const [bg, accent] = palette[i % palette.length];
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 820 460" width="820" height="460">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#0a0a0a"/></linearGradient></defs>
  <rect width="820" height="460" fill="url(#g)"/>
  <g opacity=".08" fill="#fff">${Array.from({ length: 6 }, (_, k) => `<rect x="${k * 140}" y="0" width="70" height="460"/>`).join("")}</g>
  ${themes[theme](accent)}
</svg>`;
};
for (let i = 1; i <= 29; i++)
  write(`initiative-${i}.svg`, scene(i, themeNames[i % themeNames.length]));
for (let i = 1; i <= 12; i++)
  write(`gallery-${i}.svg`, scene(i + 3, themeNames[(i + 2) % themeNames.length]));

// Former presidents: formal portraits.
for (let i = 1; i <= 6; i++)
  write(`president-${i}.svg`, portrait(i + 11, "", "#111827", "#d4a017"));

// The club strategy graphic, one per language (the Arabic one is the section's own image).
const strategy = (lang, words) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600" ${lang === "ar" ? 'direction="rtl"' : ""}>
  <rect width="1200" height="600" fill="#f4faf7"/>
  <text x="600" y="80" font-family="sans-serif" font-size="44" font-weight="700" fill="#0b6e4f" text-anchor="middle">${words[0]}</text>
  ${words
    .slice(1)
    .map(
      (w, k) => `
  <g transform="translate(${130 + k * 320} 160)"><rect width="300" height="340" rx="24" fill="${palette[k][0]}"/>
  <circle cx="150" cy="110" r="60" fill="${palette[k][1]}"/>
  <text x="150" y="260" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${w}</text></g>`,
    )
    .join("")}
</svg>`;
write("strategy-ar.svg", strategy("ar", ["استراتيجية النادي 2030", "بطولات", "مجتمع", "استدامة"]));
write(
  "strategy-en.svg",
  strategy("en", ["Club strategy 2030", "Trophies", "Community", "Sustainability"]),
);
write(
  "strategy-es.svg",
  strategy("es", ["Estrategia del club 2030", "Títulos", "Comunidad", "Sostenibilidad"]),
);

// Stadium views for the stadium page gallery.
for (let i = 1; i <= 3; i++)
  write(
    `stadium-${i}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600">
  <rect width="1200" height="600" fill="${palette[i][0]}"/>
  <ellipse cx="600" cy="${360 + i * 10}" rx="${520 - i * 30}" ry="${200 - i * 10}" fill="${palette[i][1]}" opacity=".85"/>
  <ellipse cx="600" cy="${360 + i * 10}" rx="${380 - i * 30}" ry="${130 - i * 10}" fill="#1b7f3a"/>
  <rect x="${260 + i * 20}" y="120" width="${680 - i * 40}" height="40" rx="8" fill="#fff" opacity=".25"/>
</svg>`,
  );

// A small, valid one-page PDF for the election list download.
function pdf(lines) {
  const text = lines
    .map(
      (l, k) =>
        `BT /F1 ${k ? 12 : 18} Tf 72 ${760 - k * 24} Td (${l.replace(/[()\\]/g, "\\$&")}) Tj ET`,
    )
    .join("\n");
  const objs = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets = [];
  objs.forEach((o, k) => {
    offsets.push(Buffer.byteLength(body));
    body += `${k + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
write(
  "members-2024-final.pdf",
  pdf([
    "Al Noor Club - Board election 2024",
    "Final list of candidates",
    "1. Khalid Al-Harbi - President",
    "2. Faisal Al-Qahtani - Vice president",
    "3. Saad Al-Otaibi - Treasurer",
    "4. Nasser Al-Dossary - Member",
    "5. Majed Al-Shehri - Member",
  ]),
);
write(
  "annual-report-2022.pdf",
  pdf([
    "Al Noor Club - Social responsibility report",
    "Season 2021-2022",
    "27 initiatives, more than 40,000 beneficiaries",
  ]),
);
console.log("content media written to public/media/content");
