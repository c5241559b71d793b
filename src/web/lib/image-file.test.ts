import { describe, expect, it } from "vitest";
import { checkImageFile } from "./image-file";

describe("image file check", () => {
  it("accepts an image up to 5MB", () => {
    expect(checkImageFile({ type: "image/png", size: 5 * 1024 * 1024 })).toBeNull();
  });

  it("refuses a file over 5MB with the spec's message", () => {
    expect(checkImageFile({ type: "image/jpeg", size: 5 * 1024 * 1024 + 1 })?.description).toBe(
      "Please select an image smaller than 5MB.",
    );
  });

  it("refuses a file that is not an image", () => {
    expect(checkImageFile({ type: "application/pdf", size: 10 })?.title).toBe("Invalid file type");
  });
});
