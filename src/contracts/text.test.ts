import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import { optionalText, requiredText, TEXT_MESSAGES, withoutControlCharacters } from "./text";

describe("text fields", () => {
  const name = requiredText({ message: "Name is required", max: 5, label: "Name" });
  const notes = optionalText(20);
  const phone = optionalText(20, "single-line");

  it("refuses NUL, other C0 controls and DEL in any text", () => {
    for (const bad of ["a\u0000", "a\u0007", "a\u001b[0m", "a\u007f"]) {
      expect(messageOf(name.safeParse(bad)), JSON.stringify(bad)).toBe(TEXT_MESSAGES.controlCharacters);
      expect(messageOf(notes.safeParse(bad)), JSON.stringify(bad)).toBe(TEXT_MESSAGES.controlCharacters);
    }
  });

  it("keeps tab and line breaks in multi-line text, refuses them in single-line text", () => {
    expect(notes.parse("one\r\ntwo\tthree")).toBe("one\r\ntwo\tthree");
    expect(messageOf(phone.safeParse("555\n0100"))).toBe(TEXT_MESSAGES.controlCharacters);
    expect(messageOf(name.safeParse("a\tb"))).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it("trims, requires, bounds and nulls as before", () => {
    expect(name.parse("  Ada ")).toBe("Ada");
    expect(messageOf(name.safeParse("   "))).toBe("Name is required");
    expect(messageOf(name.safeParse(undefined))).toBe("Name is required");
    expect(messageOf(name.safeParse("abcdef"))).toBe("Name must be at most 5 characters");
    expect(notes.parse("  ")).toBeNull();
    expect(notes.parse(null)).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
    expect(messageOf(notes.safeParse("x".repeat(21)))).toBe("Must be at most 20 characters");
    expect(phone.parse("  +1 555 0100 ")).toBe("+1 555 0100");
  });

  it("checks single-line text by default", () => {
    const check = withoutControlCharacters();
    expect(check("a b")).toBe(true);
    expect(check("a\tb")).toBe(false);
    expect(check("a\nb")).toBe(false);
    expect(withoutControlCharacters("multi-line")("a\tb\r\n")).toBe(true);
  });
});
