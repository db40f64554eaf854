import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { translate } from "../../src/shared/i18n";
import { ReferenceInText } from "../../src/web/components/ui/result-modal";

// The Arabic complaint thank-you broke its line inside the reference ("… CMP-" / "DJUKZKMK.");
// the reference now sits whole, left to right, in the message, whose text is unchanged.
describe("the reference quoted in a thank-you message", () => {
  it.each(["ar", "en"] as const)("is kept on one line, left to right (%s)", (lang) => {
    const reference = "CMP-DJUKZKMK";
    const message = translate(lang, "submissions.complaintSent", { reference });
    const html = renderToStaticMarkup(createElement(ReferenceInText, { text: message, reference }));
    expect(html).toContain(`<bdi dir="ltr" class="whitespace-nowrap">${reference}</bdi>`);
    expect(html.replace(/<[^>]+>/g, "")).toBe(message);
  });

  it("leaves a message without the reference as it is", () => {
    const html = renderToStaticMarkup(createElement(ReferenceInText, { text: "Thanks." }));
    expect(html).toBe("Thanks.");
  });
});
