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
