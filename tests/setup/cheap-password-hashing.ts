import { hash } from "@node-rs/argon2";
import { vi } from "vitest";

// Setup file of the node and slow projects. The product hashes a password with argon2id at OWASP's
// cost (19 MiB, two passes: ~25 ms of CPU, on purpose); the tests register and add people by the
// hundred, and what they check is who may do what, not the hash's cost. Here a new hash is argon2id
// at its cheapest (1 MiB, one pass); verifying is the product's own (argon2 reads the cost from the
// hash), and the product's cost is checked by src/server/auth/password.test.ts on the real module.
vi.mock("#server/auth/password", async (importActual) => {
  const actual = await importActual<typeof import("#server/auth/password")>();
  return {
    ...actual,
    hashPassword: (password: string) => hash(password, { algorithm: 2, memoryCost: 1024, timeCost: 1 }),
  };
});
