import type { TCategory } from "../../../contracts/catalog";
import type { CategoryRow } from "../../db/schema/categories";

export function toCategoryResponse(row: CategoryRow): TCategory {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
  };
}
