import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCategory, TUpdateCategoryRequest } from "#contracts/catalog";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";

export async function updateCategory({
  id,
  data,
}: {
  id: string;
  data: TUpdateCategoryRequest;
}): Promise<TCategory> {
  const res = await apiRequest("PUT", `/api/categories/${encodeURIComponent(id)}`, data);
  return res.json();
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: async (category) => {
      toast({ title: "Category updated", description: `${category.name} was saved.` });
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => {
      toast({ title: "Error updating category", description: errorMessage(error), variant: "destructive" });
    },
  });
}
