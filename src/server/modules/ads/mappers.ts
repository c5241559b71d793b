import type { TAd } from "#contracts/ads";
import type { AdRow } from "#server/db/schema/ads";

export function toAdResponse(row: AdRow): TAd {
  return {
    id: row.id,
    merchantId: row.merchantId,
    title: row.title,
    imageUrl: row.imageUrl,
    link: row.link,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
