import { z } from "zod";
import { UUID_PATTERN } from "./ids";

/**
 * The activity log's kinds (issue 43 item 6, decision 0059): what a record is about. Owners and
 * managers filter by them in Settings.
 */
export const AUDIT_KINDS = {
  "sign-in": "Sign-in",
  order: "Order status",
  payment: "Payments and refunds",
  catalog: "Prices and stock",
  discount: "Discounts",
  export: "Exports",
  settings: "Settings",
  staff: "Staff",
} as const;
export type TAuditKind = keyof typeof AUDIT_KINDS;

/** One record of `GET /api/audit-log`. */
export interface TAuditEntry {
  id: string;
  kind: TAuditKind;
  summary: string;
  details: Record<string, unknown>;
  actor: { id: string | null; name: string; email: string | null };
  createdAt: string;
}

export interface TAuditPage {
  entries: TAuditEntry[];
  nextCursor: string | null;
}

/** Who a record may be filtered by: the store's members and anyone the log names. */
export interface TAuditActor {
  id: string;
  name: string;
  email: string;
}

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE = 200;
/** The `actor` filter's word for records nobody signed in made (housekeeping, a webhook). */
export const SYSTEM_ACTOR = "system";

export const AUDIT_MESSAGES = {
  kind: `kind must be one of: ${Object.keys(AUDIT_KINDS).join(", ")}`,
  actor: "actor must be a person's id or system",
  cursor: "The page cursor is not valid. Reload the activity log to start again.",
  limit: `limit must be a whole number from 1 to ${MAX_AUDIT_PAGE}`,
} as const;

/**
 * GET /api/audit-log?actor=&kind=&cursor=&limit= and /api/audit-log/export (the same filter, every
 * page). Newest first; the cursor is the last record's id (its time is read in the database).
 */
export const ZAuditLogQuery = z.object({
  actor: z
    .string({ error: AUDIT_MESSAGES.actor })
    .refine((v) => v === SYSTEM_ACTOR || UUID_PATTERN.test(v), AUDIT_MESSAGES.actor)
    .transform((v) => v.toLowerCase())
    .optional(),
  kind: z
    .enum(Object.keys(AUDIT_KINDS) as [TAuditKind, ...TAuditKind[]], { error: AUDIT_MESSAGES.kind })
    .optional(),
  cursor: z
    .string({ error: AUDIT_MESSAGES.cursor })
    .regex(UUID_PATTERN, AUDIT_MESSAGES.cursor)
    .transform((v) => v.toLowerCase())
    .optional(),
  limit: z.coerce
    .number({ error: AUDIT_MESSAGES.limit })
    .int(AUDIT_MESSAGES.limit)
    .min(1, AUDIT_MESSAGES.limit)
    .max(MAX_AUDIT_PAGE, AUDIT_MESSAGES.limit)
    .default(AUDIT_PAGE_SIZE),
});
export type TAuditLogRequest = z.input<typeof ZAuditLogQuery>;
export type TAuditLogQuery = z.output<typeof ZAuditLogQuery>;
