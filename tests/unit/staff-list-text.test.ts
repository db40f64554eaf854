import { describe, expect, it } from "vitest";
import { joinWords } from "../../src/web/staff/lib/list-text";

describe("joinWords", () => {
  it("joins with the comma of the console's language", () => {
    expect(joinWords("en", ["Header", "Footer"])).toBe("Header, Footer");
    expect(joinWords("es", ["Cabecera", "Pie"])).toBe("Cabecera, Pie");
    expect(joinWords("ar", ["الرأس", "التذييل"])).toBe("الرأس، التذييل");
  });

  it("answers an empty text for no words and the word alone for one", () => {
    expect(joinWords("en", [])).toBe("");
    expect(joinWords("ar", ["الرأس"])).toBe("الرأس");
  });
});
