import { Ban, CheckCircle2, Eye, Loader2, RotateCcw, XCircle } from "lucide-react";
import { useState } from "react";
import { REJECTION_TEMPLATES, SUSPENSION_TEMPLATES, type TAdminMerchant } from "#contracts/admin";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { failureToast, toastOutcome } from "#web/lib/mutation-toasts";
import { useNavigate } from "#web/lib/router";
import { type StatusChange, useChangeMerchantStatus } from "../api/change-merchant-status";
import { useStartViewAs } from "../api/start-view-as";
import { ReasonDialog } from "./reason-dialog";

const DONE: Record<StatusChange, (name: string) => { title: string; description: string }> = {
  approve: (name) => ({ title: "Store approved", description: `${name} is live. Its merchant can sign in.` }),
  reject: (name) => ({ title: "Store rejected", description: `${name}'s merchant is told why.` }),
  suspend: (name) => ({
    title: "Store suspended",
    description: `${name} is off the marketplace. Its merchant can still work open orders.`,
  }),
  reinstate: (name) => ({ title: "Store reinstated", description: `${name} is live again.` }),
};

const FAILED: Record<StatusChange, string> = {
  approve: "Could not approve the store",
  reject: "Could not reject the store",
  suspend: "Could not suspend the store",
  reinstate: "Could not reinstate the store",
};

/** Which changes a store's status allows (the server decides again: a 409 when it changed meanwhile). */
export function changesFor(status: TAdminMerchant["status"]): StatusChange[] {
  switch (status) {
    case "pending":
      return ["approve", "reject"];
    case "rejected":
      return ["approve"];
    case "approved":
      return ["suspend"];
    case "suspended":
      return ["reinstate"];
    default:
      return [];
  }
}

type Asking = "reject" | "suspend" | "view-as" | null;

/**
 * What an operator may do to one store, as its status allows: approve; reject or suspend with a
 * reason (a ready one or their own); reinstate. `manage`: false for the support role, who changes
 * nothing (issue 47) and sees no such buttons. "View as merchant" (`viewAs`) is support's too.
 */
export function MerchantActions({
  store,
  manage,
  viewAs = false,
  changes = changesFor(store.status),
}: {
  store: Pick<TAdminMerchant, "id" | "businessName" | "status">;
  manage: boolean;
  viewAs?: boolean;
  changes?: StatusChange[];
}) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const change = useChangeMerchantStatus(
    toastOutcome(
      (_, { change }) => DONE[change](store.businessName),
      (error, { change }) => failureToast(FAILED[change], error),
    ),
  );
  const viewing = useStartViewAs({
    ...toastOutcome(null, "Could not open the store"),
    onSuccess: () => navigate(paths.dashboard()),
  });
  const run = (what: StatusChange, reason?: string) =>
    change.mutate({ id: store.id, change: what, reason }, { onSuccess: () => setAsking(null) });
  const busy = (what: StatusChange) => change.isPending && change.variables?.change === what;
  const shown = manage ? changes : [];
  if (shown.length === 0 && !viewAs) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {shown.includes("approve") && (
        <Button
          disabled={change.isPending}
          onClick={() => run("approve")}
          aria-label={`Approve ${store.businessName}`}
        >
          {busy("approve") ? <Loader2 className="animate-spin" aria-hidden /> : <CheckCircle2 aria-hidden />}
          Approve
        </Button>
      )}
      {shown.includes("reject") && (
        <Button
          variant="outline"
          disabled={change.isPending}
          onClick={() => setAsking("reject")}
          aria-label={`Reject ${store.businessName}`}
        >
          <XCircle aria-hidden /> Reject
        </Button>
      )}
      {shown.includes("suspend") && (
        <Button
          variant="destructive"
          disabled={change.isPending}
          onClick={() => setAsking("suspend")}
          aria-label={`Suspend ${store.businessName}`}
        >
          <Ban aria-hidden /> Suspend
        </Button>
      )}
      {shown.includes("reinstate") && (
        <Button
          disabled={change.isPending}
          onClick={() => run("reinstate")}
          aria-label={`Reinstate ${store.businessName}`}
        >
          {busy("reinstate") ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
          Reinstate
        </Button>
      )}
      {viewAs && (
        <Button variant="outline" onClick={() => setAsking("view-as")}>
          <Eye aria-hidden /> View as merchant
        </Button>
      )}
      <ReasonDialog
        open={asking === "reject"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Reject ${store.businessName}?`}
        description="The merchant is told this reason by mail and when they next try to sign in."
        templates={REJECTION_TEMPLATES}
        submitLabel="Reject store"
        pending={busy("reject")}
        onSubmit={(reason) => run("reject", reason)}
      />
      <ReasonDialog
        open={asking === "suspend"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Suspend ${store.businessName}?`}
        description="The store leaves the marketplace at once and takes no new orders. Its merchant sees this reason and can still work open orders."
        templates={SUSPENSION_TEMPLATES}
        submitLabel="Suspend store"
        pending={busy("suspend")}
        onSubmit={(reason) => run("suspend", reason)}
      />
      <ReasonDialog
        open={asking === "view-as"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`View ${store.businessName} as its merchant?`}
        description="You see its dashboard read-only for 30 minutes. Why you opened it is recorded."
        submitLabel="View as merchant"
        pending={viewing.isPending}
        onSubmit={(reason) => viewing.mutate({ id: store.id, reason })}
      />
    </div>
  );
}
