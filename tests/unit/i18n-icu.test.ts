import { readdirSync, readFileSync } from "node:fs";
import {
  TYPE,
  type MessageFormatElement,
  type PluralElement,
} from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { translate, type MessageKey } from "../../src/shared/i18n";
import { compileCatalog, parseMessage } from "../../src/shared/i18n/compile";

const dir = "src/shared/i18n/locales";
type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): Array<[string, string]> =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string"
      ? [[`${prefix}${k}`, v] as [string, string]]
      : leaves(v, `${prefix}${k}.`),
  );

/** Every catalog file: its language and its messages by key. */
const files = readdirSync(dir).flatMap((file) => {
  const m = /^(?:(\w+)\.)?(ar|en|es)\.json$/.exec(file);
  if (!m) return [];
  const tree = JSON.parse(readFileSync(`${dir}/${file}`, "utf8")) as Tree;
  return [{ file, group: m[1] ?? "common", lang: m[2] as "ar" | "en" | "es", tree }];
});

function plurals(ast: MessageFormatElement[]): PluralElement[] {
  return ast.flatMap((el) =>
    el.type === TYPE.plural
      ? [el, ...Object.values(el.options).flatMap((o) => plurals(o.value))]
      : el.type === TYPE.select
        ? Object.values(el.options).flatMap((o) => plurals(o.value))
        : [],
  );
}

function argumentsOf(ast: MessageFormatElement[]): string[] {
  return ast.flatMap((el) => {
    if (el.type === TYPE.literal || el.type === TYPE.pound) return [];
    const own = "value" in el && typeof el.value === "string" ? [el.value] : [];
    const nested =
      el.type === TYPE.plural || el.type === TYPE.select
        ? Object.values(el.options).flatMap((o) => argumentsOf(o.value))
        : [];
    return [...own, ...nested];
  });
}

/** The plural categories a message must cover in each language. */
const REQUIRED = {
  ar: ["zero", "one", "two", "few", "many", "other"],
  en: ["one", "other"],
  es: ["one", "other"],
};

describe("ICU catalogs", () => {
  it("every message of every catalog parses as ICU MessageFormat", () => {
    const broken: string[] = [];
    for (const { file, tree } of files)
      for (const [key, message] of leaves(tree)) {
        try {
          parseMessage(message);
        } catch (e) {
          broken.push(`${file} ${key}: ${(e as Error).message}`);
        }
      }
    expect(broken).toEqual([]);
  });

  it("each plural message covers its language's categories (Arabic: all six)", () => {
    const missing: string[] = [];
    let count = 0;
    for (const { file, lang, tree } of files)
      for (const [key, message] of leaves(tree))
        for (const plural of plurals(parseMessage(message))) {
          count++;
          const have = Object.keys(plural.options);
          const lacking = REQUIRED[lang].filter((c) => !have.includes(c));
          if (lacking.length) missing.push(`${file} ${key}: no ${lacking.join(", ")}`);
        }
    expect(missing).toEqual([]);
    // Counted nouns are plural messages in all three languages (not "{n} أسئلة").
    expect(count).toBeGreaterThanOrEqual(3 * 11);
  });

  it("the three languages of a message take the same arguments", () => {
    const byKey = new Map<string, Record<string, string>>();
    for (const { group, lang, tree } of files)
      for (const [key, message] of leaves(tree)) {
        const args = [...new Set(argumentsOf(parseMessage(message)))].sort().join(",");
        const id = `${group}:${key}`;
        byKey.set(id, { ...byKey.get(id), [lang]: args });
      }
    const differing = [...byKey]
      .filter(([, l]) => l.ar !== l.en || l.ar !== l.es)
      .map(([id, l]) => `${id} ar(${l.ar}) en(${l.en}) es(${l.es})`);
    expect(differing).toEqual([]);
  });

  it("the browser's compiled catalogs format exactly as the texts do", () => {
    const values = new Proxy({} as Record<string, string | number>, {
      get: (_t, name) =>
        typeof name === "string" && /^(n|total|free|minutes|hours|seconds|count)$/.test(name)
          ? 7
          : `«${String(name)}»`,
      has: () => true,
    });
    for (const { lang, tree } of files) {
      const compiled = compileCatalog(tree);
      for (const [key, message] of leaves(tree)) {
        let node: unknown = compiled;
        for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
        const names = argumentsOf(parseMessage(message));
        const params = Object.fromEntries(names.map((n) => [n, values[n]!]));
        const fromText = new IntlMessageFormat(message, lang, undefined, { ignoreTag: true });
        const expected = String(fromText.format(params));
        const actual =
          typeof node === "string"
            ? node
            : String(
                new IntlMessageFormat(node as MessageFormatElement[], lang, undefined, {
                  ignoreTag: true,
                }).format(params),
              );
        expect(actual, `${lang} ${key}`).toBe(expected);
      }
    }
  });
});

describe("plural forms as people read them", () => {
  const say = (lang: "ar" | "en" | "es", key: MessageKey, n: number) => translate(lang, key, { n });
  it("Arabic counts questions with the right form from 0 to 100", () => {
    const key = "engagement.survey.questionsCount";
    expect([0, 1, 2, 3, 10, 11, 99, 100, 103].map((n) => say("ar", key, n))).toEqual([
      "لا أسئلة",
      "سؤال واحد",
      "سؤالان",
      "3 أسئلة",
      "10 أسئلة",
      "11 سؤالًا",
      "99 سؤالًا",
      "100 سؤال",
      "103 أسئلة",
    ]);
  });
  it("English and Spanish say one and many apart", () => {
    expect(say("en", "engagement.survey.questionsCount", 1)).toBe("1 question");
    expect(say("en", "engagement.survey.questionsCount", 2)).toBe("2 questions");
    expect(say("es", "submissions.careers.results", 1)).toBe("1 oferta");
    expect(say("es", "submissions.careers.results", 0)).toBe("0 ofertas");
    expect(say("en", "home.titles", 1)).toBe("1 title");
  });
  it("plural counts sit inside sentences with the other arguments", () => {
    expect(translate("en", "events.seatsFree", { free: 1, total: 1 })).toBe("1 of 1 seat free");
    expect(translate("ar", "events.seatsFree", { free: 4, total: 12 })).toBe(
      "المتاح 4 من 12 مقعدًا",
    );
    expect(translate("ar", "identity.smsText", { code: "1234", minutes: 5 })).toBe(
      "رمز التحقق الخاص بك في نادي النور: 1234 (صالح لمدة 5 دقائق)",
    );
    expect(translate("ar", "identity.smsText", { code: "1234", minutes: 1 })).toContain(
      "صالح لمدة دقيقة واحدة",
    );
  });
  it("the gate and reservations screens count tickets, people, seats and rows", () => {
    expect(translate("en", "gate.listInfo", { count: 1, time: "18:00" })).toBe(
      "1 ticket on this phone's list · updated 18:00",
    );
    expect(translate("ar", "gate.listInfo", { count: 2, time: "18:00" })).toBe(
      "في قائمة هذا الهاتف تذكرتان · حُدّثت 18:00",
    );
    expect(translate("es", "gate.board.gateCount", { gate: "A", count: 1 })).toBe(
      "Puerta A: 1 persona dentro",
    );
    expect(translate("ar", "gate.board.gateCount", { gate: "A", count: 11 })).toBe(
      "البوابة A: دخل 11 شخصًا",
    );
    expect(translate("en", "gate.res.free", { count: 0 })).toBe("0 seats free");
    expect(translate("ar", "gate.res.free", { count: 3 })).toBe("3 مقاعد شاغرة");
    expect(translate("en", "gate.res.exported", { count: 1 })).toBe("1 row exported.");
    expect(translate("ar", "gate.res.exported", { count: 1 })).toBe("صُدِّر صف واحد.");
  });
  it("uses Western digits in Arabic and leaves plain arguments as given", () => {
    expect(translate("ar", "home.titles", { n: 1500 })).toMatch(/^1,?500 لقب$/);
    expect(translate("en", "common.slide", { n: 2, total: 5 })).toBe("Slide 2 of 5");
    expect(translate("en", "content.social.reportIntro", { n: 3, season: "2025" })).toBe(
      "3 initiatives carried out by the club during the 2025 season.",
    );
  });
});
