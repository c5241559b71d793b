/**
 * The SQLSTATE code of a database error (e.g. "23505"), or undefined when `err` is not one.
 * Drizzle wraps driver errors in its own query error, so the `cause` chain is walked.
 */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Another row still references the one being deleted: restrict_violation or foreign_key_violation. */
export const isStillReferenced = (err: unknown) => {
  const code = databaseErrorCode(err);
  return code === "23001" || code === "23503";
};
