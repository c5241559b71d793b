import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type TCategory, type TCreateCategoryRequest, ZCreateCategoryRequest } from "#contracts/catalog";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { ariaFor, FormField } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { useCreateCategory } from "../api/create-category";
import { useUpdateCategory } from "../api/update-category";
import { toCategoryFormValues } from "../utils/category-form";

function CategoryForm({ category, onDone }: { category: TCategory | null; onDone: () => void }) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<TCreateCategoryRequest, unknown, z.output<typeof ZCreateCategoryRequest>>({
    resolver: zodResolver(ZCreateCategoryRequest),
    defaultValues: toCategoryFormValues(category),
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    if (category) update.mutate({ id: category.id, data: values }, { onSuccess: onDone });
    else create.mutate(values, { onSuccess: onDone });
  });

  const a11y = ariaFor<keyof TCreateCategoryRequest>("category", errors);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={category ? "Edit category" : "Add category"}
    >
      <FormField id="category-name" label="Name" error={errors.name?.message}>
        <Input id="category-name" autoComplete="off" {...a11y("name")} {...form.register("name")} />
      </FormField>
      <FormField id="category-description" label="Description" error={errors.description?.message}>
        <Textarea
          id="category-description"
          rows={3}
          placeholder="Optional"
          {...a11y("description")}
          {...form.register("description")}
        />
      </FormField>
      <FormField
        id="category-sortOrder"
        label="Sort Order"
        error={errors.sortOrder?.message}
        hint="Lower numbers are listed first."
      >
        <Input
          id="category-sortOrder"
          type="number"
          inputMode="numeric"
          step={1}
          className="w-32"
          {...a11y("sortOrder")}
          {...form.register("sortOrder")}
        />
      </FormField>
      <FormActions
        onCancel={onDone}
        pending={pending}
        submitLabel={category ? "Update Category" : "Create Category"}
      />
    </form>
  );
}

/** Add a category, or edit the selected one: the mode follows whether `category` is set. */
export function CategoryFormDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: TCategory | null;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? "Edit Category" : "Add Category"}
      description={category ? `Change the details of ${category.name}.` : "Create a group for your products."}
    >
      <CategoryForm category={category} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
