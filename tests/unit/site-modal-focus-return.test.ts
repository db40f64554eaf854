import { describe, expect, it } from "vitest";
import { focusReturn } from "../../src/web/components/ui/modal";

/** A stand-in for an element: on the page or not, its tag, inside a closed dialog or not. */
function el(name: string, { connected = true, tag = "BUTTON", inClosedDialog = false } = {}) {
  return {
    name,
    isConnected: connected,
    tagName: tag,
    closest: (selector: string) =>
      selector === "dialog:not([open])" && inClosedDialog ? ({} as Element) : null,
  };
}

describe("where the focus goes when a dialog closes", () => {
  it("goes back to what opened the dialog while it is still on the page", () => {
    expect(focusReturn(el("send"), el("apply"))?.name).toBe("send");
    expect(focusReturn(el("send"), null)?.name).toBe("send");
  });

  it("goes to what opened the dialog it came from when its own opener is gone", () => {
    // A job application's thanks: opened from the application dialog's send button, removed
    // with that dialog; the job's Apply button opened the application.
    expect(focusReturn(el("send", { connected: false }), el("apply"))?.name).toBe("apply");
    expect(focusReturn(el("send", { inClosedDialog: true }), el("apply"))?.name).toBe("apply");
    expect(focusReturn(el("body", { tag: "BODY" }), el("apply"))?.name).toBe("apply");
  });

  it("gives up rather than focus something gone", () => {
    expect(focusReturn(el("send", { connected: false }), null)).toBeNull();
    expect(
      focusReturn(el("send", { connected: false }), el("apply", { connected: false })),
    ).toBeNull();
  });
});
