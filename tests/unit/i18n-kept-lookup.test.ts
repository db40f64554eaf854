import { describe, expect, it } from "vitest";
import { catalogs, findMessage, MESSAGES_KEPT, messagesKept } from "../../src/shared/i18n/catalogs";
import { walkCatalog } from "../../src/shared/i18n/compose";
import { LANGS } from "../../src/shared/i18n/langs";
import { translate, type MessageKey } from "../../src/shared/i18n";

/** Every dotted key of a catalog, namespaces included. */
const keysOf = (node: object, prefix = ""): string[] =>
  Object.entries(node).flatMap(([k, v]) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? [`${prefix}${k}`, ...keysOf(v as object, `${prefix}${k}.`)]
      : [`${prefix}${k}`],
  );

describe("the server's kept catalog lookups", () => {
  it("finds what a walk of the catalog finds, for every key in ar, en and es, twice", () => {
    for (const lang of LANGS) {
      const catalog = catalogs[lang]!;
      const keys = keysOf(catalog);
      expect(keys.length).toBeGreaterThan(1000);
      for (let round = 0; round < 2; round++) {
        for (const key of keys) expect(findMessage(lang, key)).toBe(walkCatalog(catalog, key));
      }
    }
  });

  it("keeps a missing key as missing, and a key of one language apart from the others", () => {
    expect(findMessage("en", "no.such.key")).toBeUndefined();
    expect(findMessage("en", "no.such.key")).toBeUndefined();
    expect(findMessage("en", "app.clubName")).toBe(walkCatalog(catalogs.en, "app.clubName"));
    expect(findMessage("ar", "app.clubName")).toBe(walkCatalog(catalogs.ar, "app.clubName"));
    expect(findMessage("ar", "app.clubName")).not.toBe(findMessage("en", "app.clubName"));
    expect(translate("es", "no.such.key" as MessageKey)).toBe("no.such.key");
    expect(translate("es", "app.clubName")).toBe(walkCatalog(catalogs.es, "app.clubName"));
  });

  it("stays bounded when keys are made up at run time, and still answers right", () => {
    for (let i = 0; i < MESSAGES_KEPT * 2 + 10; i++) {
      expect(findMessage("es", `made.up.${i}`)).toBeUndefined();
      expect(messagesKept("es")).toBeLessThanOrEqual(MESSAGES_KEPT);
    }
    expect(findMessage("es", "app.clubName")).toBe(walkCatalog(catalogs.es, "app.clubName"));
  });
});
