import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../src/shared/platform/uploads";
import { choices } from "../../src/web/components/ui/form-controls";
import { IMAGE_EXTENSIONS, uploadProblem } from "../../src/web/lib/form";

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe("public form parts", () => {
  it("refuses a chosen file that is too large before looking at its kind", () => {
    const big = file("photo.gif", MAX_UPLOAD_BYTES + 1);
    expect(uploadProblem(big, IMAGE_EXTENSIONS, "submissions.imageUnsupported")).toBe(
      "submissions.fileTooLarge",
    );
  });

  it("refuses a file of another kind with the form's own message, whatever the case", () => {
    expect(uploadProblem(file("cv.gif"), IMAGE_EXTENSIONS, "submissions.imageUnsupported")).toBe(
      "submissions.imageUnsupported",
    );
    expect(uploadProblem(file("noext"), ["pdf"], "submissions.fileUnsupported")).toBe(
      "submissions.fileUnsupported",
    );
    expect(uploadProblem(file("Me.JPG"), IMAGE_EXTENSIONS, "submissions.imageUnsupported")).toBe(
      null,
    );
  });

  it("makes a select's options from its values in order, each with its label", () => {
    expect(choices(["a", "b"] as const, (v) => v.toUpperCase())).toEqual([
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ]);
  });
});
