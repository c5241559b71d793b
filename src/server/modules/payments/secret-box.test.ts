import { describe, expect, it } from "vitest";
import { open, seal } from "./secret-box";

const key = Buffer.alloc(32, 1);

describe("secret box", () => {
  it("opens what it sealed, and the sealed text shows nothing of the secret", () => {
    const sealed = seal(key, "razorpay_key_secret", "AbCdEf0123456789GhIjKlMn");
    expect(sealed).not.toContain("AbCdEf");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(open(key, "razorpay_key_secret", sealed)).toBe("AbCdEf0123456789GhIjKlMn");
  });

  it("seals the same secret differently each time", () => {
    expect(seal(key, "p", "same")).not.toBe(seal(key, "p", "same"));
  });

  it("does not open with another key, for another column, or damaged", () => {
    const sealed = seal(key, "razorpay_key_secret", "secret-value");
    expect(open(Buffer.alloc(32, 2), "razorpay_key_secret", sealed)).toBeNull();
    expect(open(key, "razorpay_webhook_secret", sealed)).toBeNull();
    const parts = sealed.split(".");
    parts[3] = `A${parts[3]!.slice(1)}` === parts[3] ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(open(key, "razorpay_key_secret", parts.join("."))).toBeNull();
    expect(open(key, "razorpay_key_secret", "not sealed")).toBeNull();
  });
});
