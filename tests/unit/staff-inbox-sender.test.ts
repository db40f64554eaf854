import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../src/shared/i18n";
import type { InboxItem } from "../../src/shared/submissions/inbox";
import { LangContext } from "../../src/web/lib/i18n";
import { AnswerList, SenderDetails } from "../../src/web/staff/features/inbox/sender-details";

const item: InboxItem = {
  kind: "contact",
  id: 3,
  reference: "MSG-W4HHMUBA",
  name: "Sara Lee",
  email: "fan2@example.com",
  phone: "0551112232",
  about: "Member services",
  status: "new",
  assignee: null,
  visit_at: null,
  lang: "en",
  created_at: "2026-11-28T12:43:50.000Z",
  updated_at: "2026-11-28T12:43:50.000Z",
  first_read_at: null,
  answers: [],
  cv_type: null,
  rating: null,
  notes: [],
  history: [],
  assignees: [],
};

const render = (reader: Lang, sender: InboxItem = item) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ["/staff/inbox"] },
      createElement(
        LangContext.Provider,
        { value: reader },
        createElement(SenderDetails, { item: sender }),
      ),
    ),
  );

/** The value shown after a term of the sender panel. */
const valueAfter = (html: string, term: string) =>
  new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];

describe("an inbox item's sender panel", () => {
  it("names the sender's language in the reader's language, not by its code", () => {
    expect(valueAfter(render("ar"), "اللغة")).toBe("الإنجليزية");
    expect(valueAfter(render("en"), "Language")).toBe("English");
    expect(valueAfter(render("en", { ...item, lang: "ar" }), "Language")).toBe("Arabic");
  });

  it("keeps the e-mail and phone at the start of the line in Arabic, written left to right", () => {
    const email = valueAfter(render("ar"), "البريد الإلكتروني");
    // The value cell itself follows the page's direction; only the address inside runs LTR.
    expect(render("ar")).not.toMatch(/<dd dir="ltr"/);
    expect(email).toMatch(/^<a dir="ltr"[^>]*href="mailto:fan2@example.com"/);
  });

  it("isolates what the sender typed, so Arabic keeps its order in the English console", () => {
    const arabic = { ...item, name: "فهد القحطاني", about: "البوابة 4", lang: "ar" };
    expect(valueAfter(render("en", arabic), "Name")).toBe("<bdi>فهد القحطاني</bdi>");
    const answers = renderToStaticMarkup(
      createElement(AnswerList, {
        answers: [{ label: "Where did it happen?", value: "البوابة 4" }],
      }),
    );
    expect(valueAfter(answers, "Where did it happen\\?")).toBe("<bdi>البوابة 4</bdi>");
  });
});
