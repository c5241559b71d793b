import { STORE_STATUS_LABELS, type TStoreStatus } from "#contracts/store-status";
import { Badge } from "#web/components/ui/badge";

const VARIANTS = {
  pending: "warning",
  approved: "success",
  rejected: "secondary",
  suspended: "destructive",
} as const satisfies Record<TStoreStatus, string>;

/** Where a store stands with the platform, in words: "Waiting for approval", "Live"… */
export function StoreStatusBadge({ status }: { status: TStoreStatus }) {
  return <Badge variant={VARIANTS[status]}>{STORE_STATUS_LABELS[status] ?? status}</Badge>;
}
