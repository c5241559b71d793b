import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type TCategory, type TCreateCategoryRequest, ZCreateCategoryRequest } from "#contracts/catalog";
import type { DialogOpenProps } from "#web/components/ui/dialog";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField, formFields } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { storeLanguagesQueryOptions } from "#web/features/auth/api/get-user";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useCreateCategory } from "../api/create-category";
import { useUpdateCategory } from "../api/update-category";
import { toCategoryFormValues } from "../utils/category-form";
import { TranslationFields } from "./translation-fields";

function CategoryForm({ category, onDone }: { category: TCategory | null; onDone: () => void }) {
  const create = useCreateCategory(
    toastOutcome(
      (created) => ({ title: "Category created", description: `${created.name} is ready for products.` }),
      "Error creating category",
    ),
  );
  const update = useUpdateCategory(
    toastOutcome(
      (saved) => ({ title: "Category updated", description: `${saved.name} was saved.` }),
      "Error updating category",
    ),
  );
  const form = useForm<TCreateCategoryRequest, unknown, z.output<typeof ZCreateCategoryRequest>>({
    resolver: zodResolver(ZCreateCategoryRequest),
    defaultValues: toCategoryFormValues(category),
  });
  const pending = create.isPending || update.isPending;
  const languages = useQuery(storeLanguagesQueryOptions()).data ?? [];

  const submit = form.handleSubmit((values) => {
    // Blank on an edit keeps its place; on a new category it means "after the last one".
    if (category)
      update.mutate(
        { id: category.id, data: { ...values, sortOrder: values.sortOrder ?? category.sortOrder } },
        { onSuccess: onDone },
      );
    else create.mutate(values, { onSuccess: onDone });
  });

  const { field, input } = formFields("category", form);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={category ? "Edit category" : "Add category"}
    >
      <FormField {...field("name")} label="Name">
        <Input autoComplete="off" {...input("name")} />
      </FormField>
      <FormField {...field("description")} label="Description">
        <Textarea rows={3} placeholder="Optional" {...input("description")} />
      </FormField>
      <FormField
        {...field("sortOrder")}
        label="Sort Order"
        hint={
          category
            ? "Lower numbers are listed first."
            : "Lower numbers are listed first. Left empty, it goes after your last category."
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          sizeClassName="h-10 w-32 py-2"
          placeholder={category ? undefined : "Last"}
          {...input("sortOrder")}
        />
      </FormField>
      <TranslationFields
        prefix="category"
        languages={languages}
        register={(path) => form.register(path)}
        errors={form.formState.errors.translations}
      />
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
  category,
  ...dialog
}: DialogOpenProps & { category: TCategory | null }) {
  return (
    <FormDialog
      {...dialog}
      title={category ? "Edit Category" : "Add Category"}
      description={category ? `Change the details of ${category.name}.` : "Create a group for your products."}
    >
      <CategoryForm category={category} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}
