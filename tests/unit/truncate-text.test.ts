import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";
import { describe, expect, it } from "vitest";

// A name cut to one line keeps the dots above and below its Arabic letters: Tailwind's truncate
// (overflow: hidden) cut the two dots below a final yeh, which then read as alef maksura.
const require = createRequire(import.meta.url);

/** The CSS the site's stylesheet gives these class names (the font file import left out). */
async function cssFor(classes: string[]): Promise<string> {
  const source = readFileSync("src/web/app.css", "utf8").replace(/@import "[^"]*fonts\.css";/, "");
  const compiler = await compile(source, {
    base: "src/web",
    loadStylesheet: async (id: string, base: string) => {
      const file = require.resolve(id === "tailwindcss" ? "tailwindcss/index.css" : id);
      return { path: file, base, content: readFileSync(file, "utf8") };
    },
  });
  const css = compiler.build(classes);
  return css.slice(css.indexOf("@layer utilities"));
}

/** The declarations of one class's rule. */
function rule(css: string, name: string): Record<string, string> {
  const body = new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return Object.fromEntries(
    body
      .split(";")
      .map((d) => d.split(":").map((s) => s.trim()))
      .filter((d): d is [string, string] => d.length === 2 && d[0] !== ""),
  );
}

/** Every .tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx"))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("truncate-text", () => {
  it("cuts sideways only, with an ellipsis, and lets a flex item shrink", async () => {
    expect(rule(await cssFor(["truncate-text"]), "truncate-text")).toEqual({
      "min-width": "0",
      "overflow-x": "clip",
      "text-overflow": "ellipsis",
      "white-space": "nowrap",
    });
  });

  it("is what the site and the console use to cut text to one line", () => {
    const cut = sources("src/web").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/className=["{`][^"}`]*\btruncate(?![-\w])/g)].map(
        () => file,
      ),
    );
    expect(cut).toEqual([]);
    for (const file of [
      "src/web/site/features/identity/profile-details.tsx",
      "src/web/site/layout/user-menu.tsx",
      "src/web/site/features/identity/qr-card.tsx",
      "src/web/staff/layout/shell-header.tsx",
    ]) {
      expect(readFileSync(file, "utf8")).toContain("truncate-text");
    }
  });

  it("leaves a long name out of the least width of the columns it stands in", () => {
    // A nowrap name's whole width is its box's least width: in a grid's auto column (the
    // profile's, a phone's single one) the page grew past the screen and no ellipsis showed.
    for (const [file, id] of [
      ["src/web/site/features/identity/profile-details.tsx", 'id="details-title"'],
      ["src/web/site/features/identity/qr-card.tsx", 'data-testid="member-name"'],
    ] as const) {
      const tag = readFileSync(file, "utf8")
        .split("<")
        .find((t) => t.includes(id));
      expect(tag).toMatch(/truncate-text[^"]* contain-inline-size/);
    }
  });
});
