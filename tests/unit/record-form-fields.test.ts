import { describe, expect, it } from "vitest";
import { translate } from "../../src/shared/i18n";
import { fieldsShown } from "../../src/web/staff/components/record-form";
import { applyServerErrors } from "../../src/web/staff/lib/form-errors";
import { StaffApiError } from "../../src/web/staff/lib/staff-api";

// A console record form puts a refused save's messages on the fields it shows; a message for
// a field it does not show is the form's message (record-form.tsx), never lost.
const names = (mount: string[], array: string[] = [], unMount: string[] = []) => ({
  mount: new Set(mount),
  array: new Set(array),
  unMount: new Set(unMount),
});

describe("fieldsShown", () => {
  const form = names(
    ["title.ar", "title.en", "max_seats", "body.en", "dates.0.attend_on"],
    ["dates"],
  );

  it("keeps registered fields, lists, and places inside a registered value", () => {
    expect(
      fieldsShown(form, ["title.en", "max_seats", "dates", "dates.0.attend_on", "body.en.0.href"]),
    ).toEqual(["title.en", "max_seats", "dates", "dates.0.attend_on", "body.en.0.href"]);
  });

  it("leaves out a field the form does not display, a group of fields and a field gone", () => {
    expect(fieldsShown(form, ["secret", "title", "dates.0.kind"])).toEqual([]);
    expect(fieldsShown(names(["max_seats"], [], ["max_seats"]), ["max_seats"])).toEqual([]);
  });
});

describe("a refused save's messages", () => {
  const t = (key: Parameters<typeof translate>[1]) => translate("en", key);
  const refused = (errors: Record<string, string[]>) =>
    new StaffApiError(
      422,
      { code: "validation_failed", message: translate("en", "errors.validation_failed"), errors },
      "en",
    );
  const place = (errors: Record<string, string[]>) => {
    const placed: string[] = [];
    const left = applyServerErrors(
      refused(errors),
      (name) => placed.push(name),
      fieldsShown(names(["max_seats", "title.ar"]), Object.keys(errors)),
      t,
    );
    return { placed, left };
  };

  it("show on the form the messages no shown field takes", () => {
    expect(place({ max_seats: ["Too many"], hidden: ["Not shown"] })).toEqual({
      placed: ["max_seats"],
      left: "Not shown",
    });
    expect(place({ hidden: ["Not shown"], title: ["Enter the title"] })).toEqual({
      placed: [],
      left: "Not shown, Enter the title",
    });
    expect(place({ max_seats: ["Too many"], "title.ar": ["Enter the title"] })).toEqual({
      placed: ["max_seats", "title.ar"],
      left: "",
    });
  });
});
