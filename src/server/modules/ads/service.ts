import { AD_MESSAGES, type TAd, type TCreateAdInput, type TUpdateAdInput } from "#contracts/ads";
import { isUuid } from "#contracts/ids";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import { AppError } from "#server/errors";
import { removeImageIfUnused } from "#server/modules/uploads/service";
import type { FileStorage } from "#server/storage/file-storage";
import { toAdResponse } from "./mappers";
import * as q from "./queries";

// The signed-in merchant's ads. An id that is malformed or another merchant's is "not found".

const notFound = () => new AppError("NOT_FOUND", AD_MESSAGES.notFound);

async function requireOwnAd(db: Db, merchantId: string, id: string) {
  const row = isUuid(id) ? await q.findAd(db, merchantId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** By sortOrder, then creation time (spec section 2). */
export async function listAds(db: Db, merchantId: string): Promise<TAd[]> {
  return (await q.listAds(db, merchantId)).map(toAdResponse);
}

export async function createAd(db: Db, merchantId: string, input: TCreateAdInput): Promise<TAd> {
  return toAdResponse(await q.insertAd(db, { ...input, merchantId }));
}

export async function updateAd(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  id: string,
  patch: TUpdateAdInput,
): Promise<TAd> {
  const before = await requireOwnAd(db, merchantId, id);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as q.AdPatch;
  const row = await q.updateAd(db, merchantId, id, defined);
  if (!row) throw notFound();
  if (row.imageUrl !== before.imageUrl) await removeImageIfUnused(db, storage, failures, before.imageUrl);
  return toAdResponse(row);
}

export async function deleteAd(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  id: string,
): Promise<void> {
  await requireOwnAd(db, merchantId, id);
  const row = await q.deleteAd(db, merchantId, id);
  if (!row) throw notFound();
  await removeImageIfUnused(db, storage, failures, row.imageUrl);
}
