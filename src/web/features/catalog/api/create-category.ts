import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCategory, TCreateCategoryRequest } from "#contracts/catalog";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { categoriesQueryKey } from "./get-categories";

export async function createCategory(data: TCreateCategoryRequest): Promise<TCategory> {
  const res = await apiRequest("POST", "/api/categories", data);
  return res.json();
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: async (category) => {
      toast({ title: "Category created", description: `${category.name} is ready for products.` });
      await queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
    onError: (error) => {
      toast({ title: "Error creating category", description: errorMessage(error), variant: "destructive" });
    },
  });
}
