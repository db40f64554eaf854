import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localize, parseLang, translate } from "../../src/shared/i18n";

const dir = "src/shared/i18n/locales";
const keys = (o: Record<string, unknown>, prefix = ""): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === "object"
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );

describe("catalogs", () => {
  const groups = new Map<string, Record<string, string[]>>();
  for (const file of readdirSync(dir)) {
    const m = /^(?:(\w+)\.)?(ar|en|es)\.json$/.exec(file);
    if (!m) continue;
    const group = m[1] ?? "common";
    const entry = groups.get(group) ?? {};
    entry[m[2]!] = keys(JSON.parse(readFileSync(`${dir}/${file}`, "utf8"))).sort();
    groups.set(group, entry);
  }
  for (const [group, langs] of groups) {
    it(`${group}: ar, en and es have the same keys and no empty text`, () => {
      expect(Object.keys(langs).sort()).toEqual(["ar", "en", "es"]);
      expect(langs.en).toEqual(langs.ar);
      expect(langs.es).toEqual(langs.ar);
    });
  }
});

describe("language helpers", () => {
  it("parses Content-Language with Arabic as default", () => {
    expect(parseLang("en")).toBe("en");
    expect(parseLang("es-ES,es;q=0.9")).toBe("es");
    expect(parseLang("fr")).toBe("ar");
    expect(parseLang(undefined)).toBe("ar");
  });
  it("localizes with Arabic fallback and fills placeholders", () => {
    expect(localize({ ar: "أ", en: "" }, "en")).toBe("أ");
    expect(localize("plain", "es")).toBe("plain");
    expect(translate("en", "common.slide", { n: 2, total: 5 })).toBe("Slide 2 of 5");
  });
});
