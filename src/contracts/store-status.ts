/**
 * Where a store stands with the platform (issue 47, decision 0070). Shoppers see approved stores
 * only; a suspended store's merchant still signs in and works its open orders; a pending or
 * rejected store's merchant cannot sign in (the spec's manual approval).
 */
export const STORE_STATUSES = ["pending", "approved", "rejected", "suspended"] as const;
export type TStoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS: Record<TStoreStatus, string> = {
  pending: "Waiting for approval",
  approved: "Live",
  rejected: "Rejected",
  suspended: "Suspended",
};

/** What a suspended store's pages say to shoppers (issue 47 item 3), with a 410. */
export const STORE_UNAVAILABLE = "This store is temporarily unavailable";
export const STORE_UNAVAILABLE_DETAIL = "Please check back later.";

/** ": the reason." after a sentence's start, its full stop added when the operator left it out; "." without one. */
const because = (reason: string | null) => (reason ? `: ${reason}${/[.!?]$/.test(reason) ? "" : "."}` : ".");

export const STORE_STATUS_MESSAGES = {
  awaitingApproval: "Your account is awaiting approval. You can sign in once it is approved.",
  // The store's email stays its account's, so the way back is the operator's review, not a new sign-up.
  rejected: (reason: string | null) =>
    `Your store was not approved${because(reason)} Reply to the platform's mail to have it reviewed again.`,
  suspendedBanner: (reason: string | null) =>
    `This store is suspended${because(reason)} Shoppers cannot see it or order from it. You can still work your open orders and export them.`,
} as const;
