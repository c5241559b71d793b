import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  type TCategory,
  type TCreateProductInput,
  type TCreateProductRequest,
  type TProduct,
  ZCreateProductRequest,
} from "#contracts/catalog";
import { US_DOLLARS } from "#contracts/money";
import { ImageField } from "#web/components/image-field";
import type { DialogOpenProps } from "#web/components/ui/dialog";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField, formFields } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Switch } from "#web/components/ui/switch";
import { merchantMoneyQueryOptions, storeLanguagesQueryOptions } from "#web/features/auth/api/get-user";
import { currencySymbol } from "#web/lib/currency-symbol";
import { imageUploadToasts } from "#web/lib/image-file";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useUploadImage } from "#web/lib/upload-image";
import { useCreateProduct } from "../api/create-product";
import { useUpdateProduct } from "../api/update-product";
import {
  checkGroupDrafts,
  draftKeys,
  draftStockSum,
  errorsOfChecked,
  type GroupDraft,
  stockGroupDraft,
  toGroupDrafts,
  toOptionGroupsRequest,
} from "../utils/option-groups-form";
import { toProductFormValues, toProductPayload, tracksStock } from "../utils/product-form";
import { OptionGroupsEditor } from "./options/option-groups-editor";
import { TranslationFields } from "./translation-fields";

/** In place of the quantity field when a group tracks stock: the server counts the variants. */
function VariantStock({ group }: { group: GroupDraft }) {
  return (
    <div className="grid content-start gap-1.5">
      <span className="text-sm font-medium text-slate-700">Quantity</span>
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="variant-stock">
        Stock is counted per {group.name.trim() || "option"}: {draftStockSum(group)} in total
      </p>
    </div>
  );
}

function ProductForm({
  product,
  categories,
  businessType,
  onDone,
}: {
  product: TProduct | null;
  categories: TCategory[];
  businessType: string | undefined;
  onDone: () => void;
}) {
  const create = useCreateProduct(
    toastOutcome(
      (created) => ({ title: "Product created", description: `${created.name} was added to your catalog.` }),
      "Error creating product",
    ),
  );
  const update = useUpdateProduct(
    toastOutcome(
      (saved) => ({ title: "Product updated", description: `${saved.name} was saved.` }),
      "Error updating product",
    ),
  );
  const upload = useUploadImage(imageUploadToasts("the product"));
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const { currency } = money;
  const sign = currencySymbol(money);
  const languages = useQuery(storeLanguagesQueryOptions()).data ?? [];
  const form = useForm<TCreateProductRequest, unknown, TCreateProductInput>({
    resolver: zodResolver(ZCreateProductRequest(currency)),
    defaultValues: toProductFormValues(product),
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const imageUrl = form.watch("imageUrl");

  const [trackStock, setTrackStock] = useState(() => tracksStock(product, businessType));
  const [groups, setGroups] = useState(() => toGroupDrafts(product?.optionGroups));
  // Checked from the first save on, then again as the merchant corrects them.
  // What was on screen at the last save attempt: only that shows its problems (not a group added since).
  const [checked, setChecked] = useState<ReadonlySet<string> | null>(null);
  const groupErrors = checked ? errorsOfChecked(checkGroupDrafts(groups, currency), groups, checked) : {};
  const stockGroup = stockGroupDraft(groups);

  const changeGroups = (next: GroupDraft[]) => {
    // The product's own quantity gives way to the variants': a bad value there must not block saving.
    if (!stockGroup && stockGroupDraft(next)) {
      form.setValue("quantity", "");
      form.clearErrors("quantity");
    }
    setGroups(next);
  };

  const save = form.handleSubmit((values) => {
    const firstProblem = Object.keys(checkGroupDrafts(groups, currency))[0];
    if (firstProblem) {
      document.getElementById(firstProblem)?.focus();
      return;
    }
    const payload = toProductPayload(
      values,
      String(form.getValues("quantity") ?? ""),
      trackStock,
      stockGroup ? draftStockSum(stockGroup) : null,
    );
    if ("quantityError" in payload) {
      form.setError("quantity", { message: payload.quantityError }, { shouldFocus: true });
      return;
    }
    // The whole list, always: on an edit, what is not sent is removed.
    const data = { ...payload.data, optionGroups: toOptionGroupsRequest(groups, currency) };
    if (product) update.mutate({ id: product.id, data }, { onSuccess: onDone });
    else create.mutate(data, { onSuccess: onDone });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setChecked(draftKeys(groups));
    return save(event);
  };

  const changeTracking = (on: boolean) => {
    setTrackStock(on);
    form.clearErrors("quantity");
    if (!on) form.setValue("quantity", "");
  };

  const { field, input } = formFields("product", form);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={product ? "Edit product" : "Add product"}
    >
      {product?.isExample && (
        <p
          className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900"
          data-testid="example-note"
        >
          This is an example from your template. Saving publishes it: shoppers can order it once it is
          available.
        </p>
      )}
      <FormField {...field("name")} label="Name">
        <Input autoComplete="off" {...input("name")} />
      </FormField>
      <FormField {...field("description")} label="Description">
        <Textarea rows={3} {...input("description")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField {...field("price")} label={`Price (${sign})`}>
          <Input inputMode="decimal" placeholder="0.00" {...input("price")} />
        </FormField>
        <FormField {...field("discountPrice")} label={`Discount Price (${sign})`}>
          <Input inputMode="decimal" placeholder="Optional" {...input("discountPrice")} />
        </FormField>
        {stockGroup ? (
          <VariantStock group={stockGroup} />
        ) : (
          <FormField {...field("quantity")} label="Quantity">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={trackStock ? "e.g. 12" : "Not tracked"}
              disabled={!trackStock}
              {...input("quantity")}
            />
          </FormField>
        )}
        <FormField {...field("categoryId")} label="Category">
          <NativeSelect {...input("categoryId")}>
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          {...field("maxPerOrder")}
          label="Max per order"
          hint="Empty: the store's limit (Settings)."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Store's limit"
            {...input("maxPerOrder")}
          />
        </FormField>
      </div>
      {/* With a group that tracks stock, its variants are counted instead. */}
      {!stockGroup && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
          <div>
            <label htmlFor="product-trackStock" className="text-sm font-medium text-slate-700">
              Track stock
            </label>
            <p className="text-xs text-slate-500">
              {trackStock
                ? "Customers can buy up to the quantity; at 0 it shows as Out of Stock."
                : "Not counted: customers can always order it."}
            </p>
          </div>
          <Switch id="product-trackStock" checked={trackStock} onCheckedChange={changeTracking} />
        </div>
      )}
      <Controller
        control={form.control}
        name="isAvailable"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
            <div>
              <label htmlFor="product-isAvailable" className="text-sm font-medium text-slate-700">
                Available
              </label>
              <p className="text-xs text-slate-500">Customers can order this product.</p>
            </div>
            <Switch
              id="product-isAvailable"
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          </div>
        )}
      />
      <ImageField
        label="Product Image"
        value={String(imageUrl ?? "")}
        onChange={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
        onUpload={(file) =>
          upload.mutate(file, {
            onSuccess: ({ imageUrl: url }) =>
              form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true }),
          })
        }
        uploading={upload.isPending}
        error={errors.imageUrl?.message}
        urlInputProps={form.register("imageUrl")}
      />
      <TranslationFields
        prefix="product"
        languages={languages}
        register={(path) => form.register(path)}
        errors={errors.translations}
      />
      <OptionGroupsEditor
        productId={product?.id ?? null}
        groups={groups}
        onChange={changeGroups}
        errors={groupErrors}
      />
      <FormActions
        onCancel={onDone}
        pending={pending}
        busy={upload.isPending}
        submitLabel={product ? "Update Product" : "Create Product"}
      />
    </form>
  );
}

/** Add a product, or edit the selected one: the mode follows whether `product` is set. */
export function ProductFormDialog({
  product,
  categories,
  businessType,
  ...dialog
}: DialogOpenProps & {
  product: TProduct | null;
  categories: TCategory[];
  /** The store's type: a restaurant's new dish starts without Track stock. */
  businessType?: string;
}) {
  return (
    <FormDialog
      {...dialog}
      maxWidth="max-w-xl"
      className="focus:outline-none"
      sheetOnPhone
      focusFirstField={product === null}
      title={product ? "Edit Product" : "Add Product"}
      description={product ? `Change the details of ${product.name}.` : "Add a product to your catalog."}
    >
      <ProductForm
        product={product}
        categories={categories}
        businessType={businessType}
        onDone={() => dialog.onOpenChange(false)}
      />
    </FormDialog>
  );
}
