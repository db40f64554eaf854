import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import ar from "../../src/shared/i18n/locales/events.ar.json";
import en from "../../src/shared/i18n/locales/events.en.json";
import { CancelAction } from "../../src/web/site/features/events/my-reservations";

const render = (address: string, reservation: { cancellable: boolean; cancelled: boolean }) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [address] },
      createElement(CancelAction, { reservation, onCancel: () => {} }),
    ),
  );

// Past its cut-off (180 minutes before the start by default) a reservation showed no cancel
// button and no word why; it now says it can no longer be cancelled, in the button's place.
describe("a reservation's cancel action on the profile", () => {
  it.each([
    ["/fursan/profile", ar],
    ["/en/fursan/profile", en],
  ])("past the cut-off says why there is no cancel button (%s)", (address, words) => {
    const html = render(address, { cancellable: false, cancelled: false });
    expect(html).toContain(words.cancelClosed);
    expect(html).not.toContain("<button");
  });

  it("offers the cancel button before the cut-off, and nothing once cancelled", () => {
    const open = render("/en/fursan/profile", { cancellable: true, cancelled: false });
    expect(open).toContain(`>${en.cancelReservation}</button>`);
    expect(open).not.toContain(en.cancelClosed);
    expect(render("/en/fursan/profile", { cancellable: false, cancelled: true })).toBe("");
  });
});
