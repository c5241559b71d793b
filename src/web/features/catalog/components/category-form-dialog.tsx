import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type TCategory,
  type TCreateCategoryRequest,
  ZCreateCategoryRequest,
} from "../../../../contracts/catalog";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { ariaFor, FormField } from "../../../components/ui/form-field";
import { Input, Textarea } from "../../../components/ui/input";
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
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {category ? "Update Category" : "Create Category"}
        </Button>
      </DialogFooter>
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? "Edit Category" : "Add Category"}</DialogTitle>
          <DialogDescription>
            {category ? `Change the details of ${category.name}.` : "Create a group for your products."}
          </DialogDescription>
        </DialogHeader>
        <CategoryForm category={category} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
