import { describe, expect, it } from "vitest";
import { auditValue } from "../../src/web/staff/features/staff/audit-entry";

const roleNames: Record<string, string> = { hr: "الموارد البشرية", care: "خدمة العملاء" };
const role = (value: string) => roleNames[value] ?? null;

describe("auditValue", () => {
  it("shows a list of known values by their names, joined in the console's language", () => {
    expect(auditValue(["hr", "care"], "ar", role)).toBe("الموارد البشرية، خدمة العملاء");
    expect(auditValue(["hr", "care"], "en", (v) => v.toUpperCase())).toBe("HR, CARE");
  });

  it("keeps unknown values and numbers as they are, never as JSON", () => {
    expect(auditValue(["hr", "someday"], "en", role)).toBe("الموارد البشرية, someday");
    expect(auditValue([3, 7], "es")).toBe("3, 7");
    expect(auditValue(["content.manage"], "en")).toBe("content.manage");
  });

  it("answers a dash for nothing and JSON for other objects", () => {
    expect(auditValue(null)).toBe("—");
    expect(auditValue([], "ar", role)).toBe("—");
    expect(auditValue("")).toBe("—");
    expect(auditValue("text")).toBe("text");
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue(true)).toBe("true");
  });
});
