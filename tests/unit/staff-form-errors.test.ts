import { describe, expect, it } from "vitest";
import { translate, type Lang } from "../../src/shared/i18n";
import { applyServerErrors, errorText } from "../../src/web/staff/lib/form-errors";
import { StaffApiError } from "../../src/web/staff/lib/staff-api";

// What a console screen says when a call is refused (form-errors.ts): a refused input names
// what to change even where the screen has no field to put the messages on.
const tOf = (lang: Lang) => (key: Parameters<typeof translate>[1]) => translate(lang, key);

const refused = (lang: Lang, errors: Record<string, string[]>) =>
  new StaffApiError(
    422,
    { code: "validation_failed", message: translate(lang, "errors.validation_failed"), errors },
    lang,
  );

describe("errorText", () => {
  it("names the field messages of a refused input, once each, joined the language's way", () => {
    expect(
      errorText(refused("en", { a: ["Enter the title"], b: ["Choose the team"] }), tOf("en")),
    ).toBe("Enter the title, Choose the team");
    expect(
      errorText(
        refused("ar", { a: ["أدخل العنوان"], b: ["اختر الفريق"], c: ["أدخل العنوان"] }),
        tOf("ar"),
      ),
    ).toBe(new Intl.ListFormat("ar", { type: "unit" }).format(["أدخل العنوان", "اختر الفريق"]));
    expect(errorText(refused("es", { a: ["Uno"], b: ["Dos"] }), tOf("es"))).toBe("Uno y Dos");
  });

  it("keeps the server's message when the refusal names no field, or is not about input", () => {
    expect(errorText(refused("en", {}), tOf("en"))).toBe(
      translate("en", "errors.validation_failed"),
    );
    const conflict = new StaffApiError(
      409,
      { code: "blocks_already_reserved", message: "Taken", errors: { ids: ["1"] } },
      "en",
    );
    expect(errorText(conflict, tOf("en"))).toBe("Taken");
    expect(errorText(new StaffApiError(0, { code: "network_error", message: "" }), tOf("en"))).toBe(
      translate("en", "staff.ui.networkError"),
    );
  });
});

describe("applyServerErrors", () => {
  it("puts messages on the form's fields and names the ones no field took", () => {
    const placed: Record<string, string> = {};
    const setError = (field: string, e: { message?: string }) => {
      placed[field] = e.message ?? "";
    };
    const error = refused("en", { title: ["Enter the title"], team_id: ["Choose the team"] });
    expect(applyServerErrors(error, setError, ["title"], tOf("en"))).toBe("Choose the team");
    expect(placed).toEqual({ title: "Enter the title" });
    expect(applyServerErrors(error, setError, ["title", "team_id"], tOf("en"))).toBe("");
  });
});
