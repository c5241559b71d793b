import { useQuery } from "@tanstack/react-query";
import { FileUp, LayoutTemplate, PackageOpen, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ALL_PRODUCTS, MAX_PRODUCTS_PAGE } from "#contracts/catalog-page";
import { US_DOLLARS } from "#contracts/money";
import {
  STORE_TEMPLATE_LABELS,
  STORE_TEMPLATES,
  type TStoreTemplate,
  templateFor,
} from "#contracts/store-setup";
import { Button } from "#web/components/ui/button";
import { LoadError } from "#web/components/ui/load-error";
import { NativeSelect } from "#web/components/ui/native-select";
import { FullPageMessage } from "#web/components/ui/spinner";
import { toast } from "#web/components/ui/use-toast";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { categoriesQueryOptions } from "#web/features/catalog/api/get-categories";
import { productsPageQueryOptions } from "#web/features/catalog/api/get-products-page";
import { failureToast } from "#web/lib/mutation-toasts";
import { useApplyTemplate } from "../api/apply-template";
import { keepExamples } from "../api/publish-examples";
import { useRemoveExamples } from "../api/remove-examples";
import { type ExampleEdits, publishRequest } from "../utils/example-edits";
import { exampleGroups } from "../utils/setup-screens";
import { ExampleList } from "./example-list";
import { StepActions, type StepProps } from "./step-actions";

/**
 * Every example in one read (a template makes a dozen or so, far below a page's most), in the
 * template's order: a batch is stamped first row newest, as a CSV upload's rows are, so the catalog's
 * "newest first" is the order it was written in.
 */
const TEMPLATE_ORDER = { q: "", category: ALL_PRODUCTS, sort: "created", dir: "desc" } as const;

const items = (n: number) => `${n} ${n === 1 ? "item" : "items"}`;

/** Step 2 with examples: edit names and prices in place, take some out, publish the rest. */
function ExamplesEditor({ nav }: StepProps) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const products = useQuery(productsPageQueryOptions(TEMPLATE_ORDER, 0, MAX_PRODUCTS_PAGE));
  const categories = useQuery(categoriesQueryOptions());
  const [edits, setEdits] = useState<ExampleEdits>({});
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, { name?: string; price?: string }>>({});
  const removeAll = useRemoveExamples({
    onSuccess: ({ products: n }) => toast({ title: "Examples removed", description: `${items(n)} removed.` }),
    onError: (error) => toast(failureToast("Could not remove the examples", error)),
  });

  if (products.isPending || categories.isPending) {
    return <FullPageMessage spinner>Loading your examples...</FullPageMessage>;
  }
  if (products.isError || categories.isError) {
    return (
      <LoadError
        what="examples"
        error={products.error ?? categories.error}
        onRetry={() => Promise.all([products.refetch(), categories.refetch()])}
      />
    );
  }
  const groups = exampleGroups(products.data.products, categories.data);
  const kept = products.data.products.filter((p) => p.isExample && !removed.has(p.id));

  const publish = () => {
    const outcome = publishRequest(kept, edits, money.currency);
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    nav.done(() => keepExamples({ ...outcome.request, dropRest: removed.size > 0 }));
  };

  return (
    <>
      <p className="text-sm text-slate-600">
        These examples are hidden from shoppers until you publish them. Change a name or a price, or remove
        what you do not sell.
      </p>
      <ExampleList
        groups={groups}
        removed={removed}
        edits={edits}
        errors={errors}
        money={money}
        onEdit={(id, change) => setEdits((now) => ({ ...now, [id]: { ...now[id], ...change } }))}
        onRemove={(product) => setRemoved((now) => new Set(now).add(product.id))}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600" role="status">
          {removed.size > 0 && (
            <>
              {items(removed.size)} taken out.
              <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setRemoved(new Set())}>
                Put them back
              </Button>
            </>
          )}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => removeAll.mutate()}
          disabled={removeAll.isPending || nav.saving !== null}
        >
          <Trash2 aria-hidden /> Remove all examples
        </Button>
      </div>
      <StepActions
        nav={nav}
        onContinue={publish}
        continueLabel={`Publish ${items(kept.length)}`}
        disabled={kept.length === 0 || removeAll.isPending}
      />
    </>
  );
}

/** Step 2 without examples: a template's examples, a file of the merchant's own, or nothing yet. */
function CatalogChoices({ nav, user, pieces }: StepProps) {
  const suggested = templateFor(user.businessType);
  const [template, setTemplate] = useState<TStoreTemplate>(suggested === "none" ? "retail" : suggested);
  const [uploading, setUploading] = useState(false);
  const apply = useApplyTemplate({
    onError: (error) => toast(failureToast("Could not add the examples", error)),
  });
  const id = useId();
  const card = "grid content-start gap-3 rounded-lg border border-slate-200 p-4";
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <section aria-labelledby={`${id}-template`} className={card}>
          <h2 id={`${id}-template`} className="flex items-center gap-2 font-semibold">
            <LayoutTemplate className="h-5 w-5 text-blue-600" aria-hidden /> Use examples
          </h2>
          <p className="text-sm text-slate-600">
            A ready list to edit, hidden from shoppers until you publish it.
          </p>
          <label htmlFor={`${id}-choice`} className="sr-only">
            Template
          </label>
          <NativeSelect
            id={`${id}-choice`}
            value={template}
            onChange={(e) => setTemplate(e.target.value as TStoreTemplate)}
          >
            {STORE_TEMPLATES.filter((each) => each !== "none").map((each) => (
              <option key={each} value={each}>
                {STORE_TEMPLATE_LABELS[each]}
              </option>
            ))}
          </NativeSelect>
          <Button onClick={() => apply.mutate({ template })} disabled={apply.isPending}>
            {apply.isPending ? "Adding examples..." : "Add examples"}
          </Button>
        </section>
        <section aria-labelledby={`${id}-import`} className={card}>
          <h2 id={`${id}-import`} className="flex items-center gap-2 font-semibold">
            <FileUp className="h-5 w-5 text-blue-600" aria-hidden /> Import a file
          </h2>
          <p className="text-sm text-slate-600">
            A CSV of your products, or an export from Shopify, WooCommerce or Square.
          </p>
          <Button variant="outline" onClick={() => setUploading(true)}>
            Import a file
          </Button>
        </section>
        <section aria-labelledby={`${id}-empty`} className={card}>
          <h2 id={`${id}-empty`} className="flex items-center gap-2 font-semibold">
            <PackageOpen className="h-5 w-5 text-blue-600" aria-hidden /> Start empty
          </h2>
          <p className="text-sm text-slate-600">Add your products one by one later, from your catalog.</p>
          <Button variant="outline" onClick={() => nav.done()} disabled={nav.saving !== null}>
            Start empty
          </Button>
        </section>
      </div>
      {pieces.bulkUpload({ open: uploading, onOpenChange: setUploading })}
      <StepActions nav={nav} onContinue={() => nav.done()} />
    </>
  );
}

/** Step 2, "Your catalog". */
export function CatalogStep(props: StepProps) {
  return props.progress.examples.products > 0 ? <ExamplesEditor {...props} /> : <CatalogChoices {...props} />;
}
