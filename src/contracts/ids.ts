import { z } from "zod";

/** Any PostgreSQL uuid text form (hex, hyphenated); checked before a lookup so bad ids are a plain 404. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID_PATTERN.test(id);

/** A list of row ids, compared as the database prints them, so "ABC…" and "abc…" are one row. */
export const uuidList = (message: string) =>
  z.array(
    z
      .string({ error: message })
      .trim()
      .toLowerCase()
      .refine((id) => UUID_PATTERN.test(id), message),
    { error: message },
  );
