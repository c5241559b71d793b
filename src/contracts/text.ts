import { z } from "zod";

export const TEXT_MESSAGES = {
  controlCharacters: "Text must not contain control characters",
} as const;

// Control characters (C0, DEL, C1); multi-line text keeps tab, line feed and carriage return.
// PostgreSQL refuses NUL outright, and no form field needs the others, so they are refused here.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export type TextKind = "single-line" | "multi-line";

/** A refinement for any text field: refuses control characters with a clear message. */
export const withoutControlCharacters = (kind: TextKind = "single-line") => {
  const pattern = kind === "single-line" ? CONTROL : CONTROL_EXCEPT_LINE_BREAKS;
  return (value: string) => !pattern.test(value);
};

/** Required free text: missing or blank is `message`; trimmed; at most `max` characters. */
export const requiredText = (
  { message, max, label }: { message: string; max: number; label: string },
  kind: TextKind = "single-line",
) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutControlCharacters(kind), TEXT_MESSAGES.controlCharacters);

/** Optional free text: blank or null means "not given" and is stored as null. */
// Stryker disable next-line StringLiteral: any kind but "single-line" keeps line breaks, so the default's spelling cannot be observed
export const optionalText = (max: number, kind: TextKind = "multi-line") =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(withoutControlCharacters(kind), TEXT_MESSAGES.controlCharacters)
    .nullish()
    .transform((v) => (v ? v : null));
