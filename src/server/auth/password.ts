import { hash, verify } from "@node-rs/argon2";

const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */ } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Checked when the account is unknown, so a miss takes as long as a wrong password.
const dummyHash = hashPassword("not-a-real-password");

/**
 * Whether `password` matches `storedHash`. With no stored hash (unknown account) a dummy hash is
 * verified anyway and the answer is false: timing does not tell which emails exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const ok = await verify(storedHash ?? (await dummyHash), password);
  return storedHash !== undefined && ok;
}
