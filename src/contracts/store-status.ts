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

export const STORE_STATUS_MESSAGES = {
  awaitingApproval: "Your account is awaiting approval. You can sign in once it is approved.",
  rejected: (reason: string | null) =>
    `Your store was not approved${reason ? `: ${reason}` : "."} Reply to the platform's mail or register again with the details corrected.`,
  suspendedBanner: (reason: string | null) =>
    `This store is suspended${reason ? `: ${reason}` : "."} Shoppers cannot see it or order from it. You can still work your open orders and export them.`,
} as const;
