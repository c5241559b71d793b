import { Plus, TicketPercent } from "lucide-react";
import { useState } from "react";
import { DISCOUNT_MESSAGES } from "#contracts/discount-rules";
import type { TDiscount } from "#contracts/discounts";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useMediaQuery } from "#web/lib/use-media-query";
import { useDiscounts } from "../api/get-discounts";
import { useDeleteDiscount, useUpdateDiscount } from "../api/save-discount";
import { DiscountCard } from "./discount-card";
import { DiscountFormDialog } from "./discount-form-dialog";
import type { DiscountActions } from "./discount-parts";
import { DiscountTable } from "./discount-table";

/** Grey blocks where the codes will be, so the screen does not jump when they come. */
function DiscountsSkeleton() {
  return (
    <div
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
      role="status"
      aria-label="Loading your discount codes"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-36 animate-pulse rounded-xl bg-slate-200 lg:h-14" />
      ))}
    </div>
  );
}

/** The Discounts tab: the codes (a table on a desktop, cards below 1024 px), and their dialogs. */
export function DiscountsContent() {
  const discounts = useDiscounts();
  const toggle = useUpdateDiscount(
    toastOutcome(
      (d) => ({ title: `${d.code} is ${d.active ? "on" : "off"}` }),
      "Could not switch the discount code",
    ),
  );
  const remove = useDeleteDiscount(
    toastOutcome({ title: DISCOUNT_MESSAGES.deleted }, "Could not delete the discount code"),
  );
  const wide = useMediaQuery("(min-width: 1024px)");
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<TDiscount | null>(null);
  const [deleting, setDeleting] = useState<TDiscount | null>(null);
  const openForm = (discount: TDiscount | null) => {
    setEditing(discount);
    setFormOpen(true);
  };
  const actions: DiscountActions = {
    onToggle: (discount, active) => toggle.mutate({ id: discount.id, data: { active } }),
    onEdit: openForm,
    onDelete: setDeleting,
  };
  const list = discounts.data ?? [];

  return (
    <section className="grid gap-4" aria-labelledby="discounts-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="discounts-heading" className="text-xl font-semibold">
            Discount codes
          </h2>
          <p className="text-sm text-slate-500">
            Codes customers enter at checkout, and what each has brought in.
          </p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden /> Create discount
        </Button>
      </div>
      {discounts.isPending ? (
        <DiscountsSkeleton />
      ) : discounts.isError ? (
        <LoadError what="discount codes" error={discounts.error} onRetry={() => void discounts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState look="admin" icon={TicketPercent} title="No discount codes yet">
          <p className="max-w-sm text-sm text-slate-500">
            Run a promotion: "10% off your first order" or "free delivery this weekend". Customers type the
            code at checkout.
          </p>
          <Button variant="outline" className="mt-2" onClick={() => openForm(null)}>
            <Plus aria-hidden /> Create your first code
          </Button>
        </EmptyState>
      ) : wide ? (
        <DiscountTable discounts={list} actions={actions} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((discount) => (
            <li key={discount.id}>
              <DiscountCard discount={discount} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      <DiscountFormDialog open={formOpen} onOpenChange={setFormOpen} discount={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete discount code"
        description={
          deleting
            ? `Delete ${deleting.code}? Customers can no longer use it. Orders that used it keep their discount.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}
