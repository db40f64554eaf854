import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "../../src/web/components/ui/form-controls";

function render(props: { busy: boolean; disabled?: boolean }): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ["/en/reporting"] },
      createElement(SubmitButton, { ...props, children: "Send report" }),
    ),
  );
}

// A disabled button lets go of the focus when it is pressed (busy while sending): the result
// dialog then had nothing to give the focus back to, and a keyboard user closing it landed at
// the top of the page. The button stays focusable and says it is unusable instead.
describe("the public forms' submit button", () => {
  it.each([
    ["while sending", { busy: true }],
    ["before the bot check is solved", { busy: false, disabled: true }],
  ])("stays focusable %s", (_, props) => {
    const html = render(props);
    expect(html).toMatch(/^<button type="submit" aria-disabled="true"/);
    expect(html).not.toMatch(/\sdisabled(=|\s|>)/);
  });

  it("is usable once the check is solved and nothing is being sent", () => {
    const html = render({ busy: false, disabled: false });
    expect(html).toContain('aria-disabled="false"');
    expect(html).toContain("Send report");
  });
});
