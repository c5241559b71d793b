import { describe, expect, it, vi } from "vitest";

// The tests' setup makes new hashes cheap (tests/setup/cheap-password-hashing.ts); this file checks
// the product's own module, the one the server runs.
const { hashPassword, verifyPassword } =
  await vi.importActual<typeof import("#server/auth/password")>("#server/auth/password");

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's cost: 19 MiB, two passes, one lane", async () => {
    const stored = await hashPassword("secret123");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain("secret123");
  });

  it("a hash verifies its own password only, and no stored hash verifies nothing", async () => {
    const stored = await hashPassword("secret123");
    expect(await verifyPassword(stored, "secret123")).toBe(true);
    expect(await verifyPassword(stored, "secret124")).toBe(false);
    expect(await verifyPassword(undefined, "not-a-real-password")).toBe(false);
  });

  it("two hashes of one password differ (a salt each)", async () => {
    expect(await hashPassword("secret123")).not.toBe(await hashPassword("secret123"));
  });
});
