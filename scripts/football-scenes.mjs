// Football scenes drawn as SVG for the demo pictures (pitch, stands full of fans, players in
// kit), shared by gen-media.mjs and gen-content-media.mjs. Everything is drawn from a seed, so
// the same picture comes out each run; crowds are SVG patterns, which keeps the files small.

/** A small deterministic generator (mulberry32), so pictures do not change between runs. */
export function random(seed) {
  let a = seed * 2654435761;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIN = ["#8d5524", "#c68642", "#e0ac69", "#f1c27d", "#6b3e1e"];

/** A tile of fans (heads and shirts in the given colours) to fill the stands with. */
export function crowdPattern(id, colours, seed, size = 36) {
  const r = random(seed);
  const fans = [];
  for (let k = 0; k < 9; k++) {
    const x = (k % 3) * (size / 3) + r() * 4 + 4;
    const y = Math.floor(k / 3) * (size / 3) + r() * 3 + 4;
    const shirt = colours[Math.floor(r() * colours.length)];
    const skin = SKIN[Math.floor(r() * SKIN.length)];
    fans.push(
      `<rect x="${(x - 3.5).toFixed(1)}" y="${(y + 2).toFixed(1)}" width="7" height="6" rx="2" fill="${shirt}"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.6" fill="${skin}"/>`,
    );
  }
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${fans.join("")}</pattern>`;
}

/** One player in kit, standing or running, feet at (x, y), `h` pixels tall. */
export function player({ x, y, h, kit, trim, skin = SKIN[1], pose = 0, flip = false }) {
  const s = h / 100;
  const leg =
    pose === 0
      ? '<path d="M-7 62 L-9 96 M7 62 L9 96" stroke="SOCK" stroke-width="7" stroke-linecap="round"/>'
      : '<path d="M-6 62 L-20 94 M6 62 L18 80 L10 98" stroke="SOCK" stroke-width="7" stroke-linecap="round" fill="none"/>';
  const arms =
    pose === 0
      ? '<path d="M-15 26 L-20 52 M15 26 L20 52" stroke="SKIN" stroke-width="6" stroke-linecap="round"/>'
      : '<path d="M-15 26 L-28 44 M15 26 L26 14" stroke="SKIN" stroke-width="6" stroke-linecap="round"/>';
  return `<g transform="translate(${x} ${y - h}) scale(${flip ? -s : s} ${s})">
  ${leg.replaceAll("SOCK", kit)}${arms.replaceAll("SKIN", skin)}
  <path d="M-16 22 Q0 16 16 22 L14 50 L-14 50 Z" fill="${kit}"/>
  <path d="M-16 22 Q0 16 16 22 L18 30 L-18 30 Z" fill="${trim}" opacity=".9"/>
  <rect x="-14" y="48" width="28" height="15" rx="3" fill="${trim}"/>
  <circle cx="0" cy="9" r="9" fill="${skin}"/>
</g>`;
}

/** Floodlight glow in the sky. */
const glow = (cx, cy, r) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#light)"/><rect x="${cx - 2}" y="${cy}" width="4" height="${r * 1.6}" fill="#0b1a14"/>`;

/**
 * A match seen from the stands: night sky and floodlights, a tier of fans, a striped pitch in
 * perspective with its lines, and players of both sides in kit.
 */
export function matchScene(w, h, [kit, trim], seed, rival = ["#f4f4f4", "#1d3557"]) {
  const r = random(seed);
  const horizon = h * 0.42;
  const stripes = Array.from({ length: 9 }, (_, k) => {
    const y0 = horizon + ((h - horizon) * k ** 1.6) / 9 ** 1.6;
    const y1 = horizon + ((h - horizon) * (k + 1) ** 1.6) / 9 ** 1.6;
    return k % 2
      ? `<rect x="0" y="${y0.toFixed(1)}" width="${w}" height="${(y1 - y0).toFixed(1)}" fill="#000" opacity=".08"/>`
      : "";
  }).join("");
  const players = [];
  for (let k = 0; k < 7; k++) {
    const depth = r();
    const y = horizon + (h - horizon) * (0.18 + depth * 0.7);
    const size = h * (0.12 + depth * 0.26);
    const ours = k % 2 === 0;
    players.push({
      y,
      svg: player({
        x: w * (0.08 + r() * 0.84),
        y,
        h: size,
        kit: ours ? kit : rival[0],
        trim: ours ? trim : rival[1],
        skin: SKIN[Math.floor(r() * SKIN.length)],
        pose: k % 3 === 0 ? 0 : 1,
        flip: r() > 0.5,
      }),
    });
  }
  players.sort((a, b) => a.y - b.y);
  const ball = `<circle cx="${(w * (0.3 + r() * 0.4)).toFixed(0)}" cy="${(horizon + (h - horizon) * 0.75).toFixed(0)}" r="${(h * 0.022).toFixed(1)}" fill="#fff" stroke="#222" stroke-width="2"/>`;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050b09"/><stop offset="1" stop-color="#10261d"/></linearGradient>
    <radialGradient id="light"><stop offset="0" stop-color="#fffbe6" stop-opacity=".95"/><stop offset=".25" stop-color="#fff3b0" stop-opacity=".35"/><stop offset="1" stop-color="#fff3b0" stop-opacity="0"/></radialGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f6b3a"/><stop offset="1" stop-color="#2f8f4e"/></linearGradient>
    ${crowdPattern("fans", [kit, trim, kit, "#ffffff", trim], seed)}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${glow(w * 0.12, h * 0.06, h * 0.16)}${glow(w * 0.88, h * 0.06, h * 0.16)}
  <path d="M0 ${h * 0.14} L${w} ${h * 0.1} L${w} ${horizon} L0 ${horizon} Z" fill="#16241e"/>
  <path d="M0 ${h * 0.14} L${w} ${h * 0.1} L${w} ${horizon} L0 ${horizon} Z" fill="url(#fans)" opacity=".95"/>
  <rect x="0" y="${horizon - h * 0.035}" width="${w}" height="${h * 0.035}" fill="${trim}"/>
  <rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#grass)"/>${stripes}
  <g fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="${(h / 160).toFixed(1)}">
    <path d="M${w * 0.04} ${horizon + h * 0.03} L${w * 0.96} ${horizon + h * 0.03}"/>
    <path d="M${w * 0.5} ${horizon + h * 0.03} L${w * 0.5} ${h}"/>
    <ellipse cx="${w * 0.5}" cy="${horizon + (h - horizon) * 0.55}" rx="${w * 0.16}" ry="${(h - horizon) * 0.2}"/>
    <path d="M${w * 0.04} ${horizon + h * 0.03} L${-w * 0.1} ${h}"/><path d="M${w * 0.96} ${horizon + h * 0.03} L${w * 1.1} ${h}"/>
  </g>
  ${ball}
  ${players.map((p) => p.svg).join("\n  ")}
</svg>`;
}

/** The ground from above: roof ring, four stands of fans, the pitch and its markings. */
export function stadiumScene(w, h, [kit, trim], seed) {
  const cx = w / 2;
  const cy = h / 2;
  const pw = Math.min(w * 0.5, h * 0.78);
  const ph = pw * 0.62;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">
  <defs>
    ${crowdPattern("fans", [kit, trim, "#ffffff", kit], seed, 30)}
    <pattern id="mow" width="${pw / 10}" height="${ph}" patternUnits="userSpaceOnUse"><rect width="${pw / 20}" height="${ph}" fill="#000" opacity=".1"/></pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="#07130e"/>
  <rect x="${cx - pw * 0.95}" y="${cy - ph * 1.05}" width="${pw * 1.9}" height="${ph * 2.1}" rx="${ph * 0.6}" fill="#26342e"/>
  <rect x="${cx - pw * 0.86}" y="${cy - ph * 0.92}" width="${pw * 1.72}" height="${ph * 1.84}" rx="${ph * 0.5}" fill="#1b2a23"/>
  <rect x="${cx - pw * 0.86}" y="${cy - ph * 0.92}" width="${pw * 1.72}" height="${ph * 1.84}" rx="${ph * 0.5}" fill="url(#fans)"/>
  <rect x="${cx - pw * 0.58}" y="${cy - ph * 0.6}" width="${pw * 1.16}" height="${ph * 1.2}" rx="8" fill="${trim}"/>
  <rect x="${cx - pw * 0.55}" y="${cy - ph * 0.57}" width="${pw * 1.1}" height="${ph * 1.14}" fill="#2f8f4e"/>
  <rect x="${cx - pw / 2}" y="${cy - ph / 2}" width="${pw}" height="${ph}" fill="url(#mow)"/>
  <g fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="3">
    <rect x="${cx - pw / 2}" y="${cy - ph / 2}" width="${pw}" height="${ph}"/>
    <line x1="${cx}" y1="${cy - ph / 2}" x2="${cx}" y2="${cy + ph / 2}"/>
    <circle cx="${cx}" cy="${cy}" r="${ph * 0.15}"/>
    <rect x="${cx - pw / 2}" y="${cy - ph * 0.3}" width="${pw * 0.16}" height="${ph * 0.6}"/>
    <rect x="${cx + pw / 2 - pw * 0.16}" y="${cy - ph * 0.3}" width="${pw * 0.16}" height="${ph * 0.6}"/>
  </g>
  <circle cx="${cx}" cy="${cy}" r="4" fill="#fff"/>
</svg>`;
}

/** A stand full of fans holding up scarves in the colours, a banner across the middle. */
export function crowdScene(w, h, [kit, trim], seed) {
  const r = random(seed);
  const scarves = Array.from({ length: 10 }, () => {
    const x = r() * w;
    const y = h * (0.2 + r() * 0.6);
    const len = w * (0.05 + r() * 0.05);
    return `<g transform="rotate(${(r() * 30 - 15).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"><rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${len.toFixed(0)}" height="${(h * 0.03).toFixed(0)}" fill="${kit}"/><rect x="${(x + len / 3).toFixed(0)}" y="${y.toFixed(0)}" width="${(len / 3).toFixed(0)}" height="${(h * 0.03).toFixed(0)}" fill="${trim}"/></g>`;
  }).join("");
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">
  <defs>
    ${crowdPattern("fans", [kit, trim, kit, "#ffffff"], seed, 40)}
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="#1b2a23"/>
  <rect width="${w}" height="${h}" fill="url(#fans)"/>
  ${Array.from({ length: 6 }, (_, k) => `<rect x="0" y="${((k + 1) * h) / 7}" width="${w}" height="3" fill="#0b1a14" opacity=".6"/>`).join("")}
  ${scarves}
  <rect x="${w * 0.1}" y="${h * 0.44}" width="${w * 0.8}" height="${h * 0.12}" fill="${kit}"/>
  <rect x="${w * 0.1}" y="${h * 0.44}" width="${w * 0.8}" height="${h * 0.02}" fill="${trim}"/>
  <rect x="${w * 0.1}" y="${h * 0.54}" width="${w * 0.8}" height="${h * 0.02}" fill="${trim}"/>
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
</svg>`;
}

const HAIR = ["#1a1410", "#2b1d14", "#0f0f0f", "#3b2a1d", "#24180f"];

/**
 * A player's bust for a portrait: head (jaw, ears, hair and sometimes a beard), neck and the
 * shoulders in the club's kit (collar and shoulder bands in the trim, the crest on the chest),
 * lit from above like a matchday photo. `i` varies the face, hair and collar; the shapes carry
 * their own light and shade, so the picture still reads in greys (the site's duotone).
 */
export function playerBust({ i, kit, trim, w = 400, h = 500 }) {
  const r = random(i + 101);
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[i % HAIR.length];
  const cx = w / 2;
  // Face: a little wider or longer from one player to the next.
  const fw = 52 + Math.round(r() * 10);
  const top = 82 + Math.round(r() * 8);
  const chin = 262 + Math.round(r() * 8);
  const jaw = chin - 52;
  const head = `M${cx - fw} 170 C${cx - fw} ${top + 20} ${cx - fw + 18} ${top} ${cx} ${top}
    C${cx + fw - 18} ${top} ${cx + fw} ${top + 20} ${cx + fw} 170
    C${cx + fw} ${jaw} ${cx + 26} ${chin} ${cx} ${chin}
    C${cx - 26} ${chin} ${cx - fw} ${jaw} ${cx - fw} 170 Z`;
  const styles = [
    // Short crop.
    `M${cx - fw - 2} 168 C${cx - fw - 6} ${top - 4} ${cx + fw + 6} ${top - 4} ${cx + fw + 2} 168 C${cx + fw - 6} 130 ${cx + 20} ${top + 14} ${cx} ${top + 16} C${cx - 20} ${top + 14} ${cx - fw + 6} 130 ${cx - fw - 2} 168 Z`,
    // High fade with volume on top.
    `M${cx - fw + 2} 150 C${cx - fw} ${top - 24} ${cx + fw} ${top - 24} ${cx + fw - 2} 150 C${cx + fw - 10} ${top + 4} ${cx - fw + 10} ${top + 4} ${cx - fw + 2} 150 Z`,
    // Curls: a crown of small circles.
    null,
    // Swept to the side.
    `M${cx - fw - 3} 176 C${cx - fw - 8} ${top - 10} ${cx + fw + 4} ${top - 18} ${cx + fw + 3} 160 C${cx + 10} ${top + 26} ${cx - fw + 14} ${top + 30} ${cx - fw - 3} 176 Z`,
  ];
  const style = i % styles.length;
  const hairShape =
    styles[style] ??
    Array.from({ length: 11 }, (_, k) => {
      const a = Math.PI * (1.05 + (k / 10) * 0.9);
      const x = cx + Math.cos(a) * (fw - 2);
      const y = 158 + Math.sin(a) * (158 - top + 6);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(15 + r() * 4).toFixed(1)}" fill="${hair}"/>`;
    }).join("");
  const hairSvg = hairShape.startsWith("<") ? hairShape : `<path d="${hairShape}" fill="${hair}"/>`;
  const beard =
    i % 3 === 1
      ? `<path d="M${cx - fw + 4} 196 C${cx - fw + 8} ${jaw + 6} ${cx - 26} ${chin + 2} ${cx} ${chin + 2} C${cx + 26} ${chin + 2} ${cx + fw - 8} ${jaw + 6} ${cx + fw - 4} 196 C${cx + fw - 14} 236 ${cx + 20} 228 ${cx} 230 C${cx - 20} 228 ${cx - fw + 14} 236 ${cx - fw + 4} 196 Z" fill="${hair}" opacity=".9"/>`
      : "";
  // Kit: shoulders and chest, collar and shoulder bands in the trim, crest on the chest.
  const sh = 330;
  const torso = `M${cx - 34} 272 L${cx - 34} 300 C${cx - 90} 306 ${cx - 150} ${sh - 10} ${cx - 168} ${sh + 30}
    C${cx - 182} ${sh + 70} ${cx - 188} 440 ${cx - 190} ${h} L${cx + 190} ${h}
    C${cx + 188} 440 ${cx + 182} ${sh + 70} ${cx + 168} ${sh + 30}
    C${cx + 150} ${sh - 10} ${cx + 90} 306 ${cx + 34} 300 L${cx + 34} 272 Z`;
  const collar =
    i % 2
      ? `<path d="M${cx - 40} 298 L${cx} 350 L${cx + 40} 298" fill="none" stroke="${trim}" stroke-width="12" stroke-linejoin="round"/>`
      : `<path d="M${cx - 44} 300 C${cx - 30} 326 ${cx + 30} 326 ${cx + 44} 300" fill="none" stroke="${trim}" stroke-width="12" stroke-linecap="round"/>`;
  const bands = `<path d="M${cx - 120} 312 C${cx - 150} ${sh} ${cx - 166} ${sh + 22} ${cx - 172} ${sh + 50}" fill="none" stroke="${trim}" stroke-width="10" opacity=".9"/>
    <path d="M${cx + 120} 312 C${cx + 150} ${sh} ${cx + 166} ${sh + 22} ${cx + 172} ${sh + 50}" fill="none" stroke="${trim}" stroke-width="10" opacity=".9"/>`;
  const crest = `<path d="M${cx + 70} 372 l22 -7 l22 7 v18 c0 16 -10 26 -22 31 c-12 -5 -22 -15 -22 -31 Z" fill="${trim}"/>
    <path d="M${cx + 92} 377 l4 9 h10 l-8 6 l3 10 l-9 -6 l-9 6 l3 -10 l-8 -6 h10 Z" fill="${kit}"/>`;
  return `
  <defs>
    <linearGradient id="kit-light-${i}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
    <radialGradient id="face-light-${i}" cx=".42" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient>
  </defs>
  <path d="${torso}" fill="${kit}"/>
  <path d="${torso}" fill="url(#kit-light-${i})"/>
  ${bands}
  <path d="M${cx - 34} 236 L${cx - 34} 304 C${cx - 10} 318 ${cx + 10} 318 ${cx + 34} 304 L${cx + 34} 236 Z" fill="${skin}"/>
  <path d="M${cx - 34} 252 C${cx - 10} 276 ${cx + 10} 276 ${cx + 34} 252 L${cx + 34} 270 C${cx + 10} 290 ${cx - 10} 290 ${cx - 34} 270 Z" fill="#000" opacity=".22"/>
  ${collar}
  ${crest}
  <ellipse cx="${cx - fw}" cy="182" rx="10" ry="18" fill="${skin}"/>
  <ellipse cx="${cx + fw}" cy="182" rx="10" ry="18" fill="${skin}"/>
  <path d="${head}" fill="${skin}"/>
  <path d="${head}" fill="url(#face-light-${i})"/>
  <path d="M${cx - 34} 168 q14 -7 26 -2 M${cx + 8} 166 q12 -5 26 2" transform="translate(0 -4)" fill="none" stroke="${hair}" stroke-width="5" stroke-linecap="round" opacity=".85"/>
  <ellipse cx="${cx - 21}" cy="184" rx="6" ry="3.6" fill="#1a1410"/>
  <ellipse cx="${cx + 21}" cy="184" rx="6" ry="3.6" fill="#1a1410"/>
  <path d="M${cx - 2} 186 q-7 22 -2 36 q6 3 12 0" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="3" stroke-linecap="round"/>
  <path d="M${cx - 16} 234 q16 6 32 0" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>
  ${beard}
  ${hairSvg}`;
}
