import type { FileStorage, StoredEntry, Visibility } from "./file-storage";

const BATCH = 500;

/**
 * Removes the area's files last stored before `cutoff` that `inUse` does not claim, asking it about
 * 500 keys at a time (one query each, whatever the number of files). How many went.
 */
export async function sweepUnused(
  storage: FileStorage,
  visibility: Visibility,
  cutoff: Date,
  inUse: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  let removed = 0;
  const sweep = async (batch: StoredEntry[]) => {
    const used = await inUse(batch.map((f) => f.key));
    for (const { key } of batch) {
      if (used.has(key)) continue;
      // storedBefore again: an upload of the same file since the listing keeps it.
      await storage.remove(visibility, key, { storedBefore: cutoff });
      removed++;
    }
  };
  let batch: StoredEntry[] = [];
  for await (const file of storage.list(visibility)) {
    if (file.storedAt >= cutoff) continue;
    batch.push(file);
    if (batch.length === BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);
  return removed;
}
