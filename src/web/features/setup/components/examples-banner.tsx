import { Loader2, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useSetupProgress } from "../api/get-setup-progress";
import { useKeepExamples } from "../api/publish-examples";
import { useRemoveExamples } from "../api/remove-examples";

const items = (n: number) => `${n} example ${n === 1 ? "item" : "items"}`;

/**
 * The catalog screen's word on a template's examples (issue 48): the merchant sees them marked,
 * shoppers do not. Publishing makes them all the store's own at once; removing takes them all
 * away, with the example categories left empty, after a question.
 */
export function ExamplesBanner() {
  const waiting = useSetupProgress().data?.examples.products ?? 0;
  const [confirming, setConfirming] = useState(false);
  const publish = useKeepExamples(
    toastOutcome(
      ({ published }) => ({
        title: "Examples published",
        description: `${published} ${published === 1 ? "item is" : "items are"} now on sale in your store.`,
      }),
      "Error publishing examples",
    ),
  );
  const remove = useRemoveExamples(
    toastOutcome(
      ({ products, categories }) => ({
        title: "Examples removed",
        description: `Removed ${products} ${products === 1 ? "product" : "products"} and ${categories} ${categories === 1 ? "category" : "categories"}.`,
      }),
      "Error removing examples",
    ),
  );
  if (waiting === 0) return null;
  const busy = publish.isPending || remove.isPending;

  return (
    <section
      aria-label="Example items"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
      data-testid="examples-banner"
    >
      <Sparkles className="h-5 w-5 shrink-0 text-amber-700 max-sm:hidden" aria-hidden />
      <p className="flex-1 text-sm text-amber-950">
        {items(waiting)} {waiting === 1 ? "is" : "are"} hidden from shoppers until you publish or edit them.
      </p>
      <div className="flex flex-wrap gap-2 *:flex-1 sm:*:flex-none">
        <Button onClick={() => publish.mutate({ dropRest: false })} disabled={busy}>
          {publish.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Publish examples
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
          Remove examples
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove examples"
        description={`The ${items(waiting)} and the example categories left empty are deleted. Your own products and categories stay.`}
        confirmLabel="Remove examples"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
