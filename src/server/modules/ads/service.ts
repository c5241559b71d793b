import type { TAd, TCreateAdInput, TUpdateAdInput } from "#contracts/ads";
import { ownRow, requireOwn, rowGone } from "#server/access/own-rows";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import { removeImageIfUnused } from "#server/modules/uploads/service";
import type { FileStorage } from "#server/storage/file-storage";
import { toAdResponse } from "./mappers";
import * as q from "./queries";

// The signed-in merchant's ads. An ad named by its id is read through requireOwn: another
// merchant's is "not found".

const AD = ownRow("adId", q.findAd);

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
  const before = await requireOwn(db, merchantId, AD, id);
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as q.AdPatch;
  const row = await q.updateAd(db, merchantId, id, defined);
  if (!row) throw rowGone(AD);
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
  await requireOwn(db, merchantId, AD, id);
  const row = await q.deleteAd(db, merchantId, id);
  if (!row) throw rowGone(AD);
  await removeImageIfUnused(db, storage, failures, row.imageUrl);
}
