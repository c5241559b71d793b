import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "#server/db/schema/orders";
import { prescriptionFiles } from "#server/db/schema/prescription-files";
import { housekeepingPurges } from "#server/housekeeping";
import { createCounterStore } from "#server/limits/create-counter-store";
import type { FileStorage } from "#server/storage/file-storage";
import { describeOnDrivers, type SuiteApp } from "#tests/helpers/api-suite";
import { silentFailures } from "#tests/helpers/silent-log";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { storedBytes } from "#tests/helpers/uploaded-images";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const DAY = 24 * 60 * 60 * 1000;

/** The housekeeping's purge of claimed files past PRESCRIPTION_RETENTION_DAYS, as main.ts runs it. */
function expiredPurge(t: SuiteApp, options: { storage?: FileStorage; now?: () => number } = {}) {
  const failures = silentFailures();
  const purges = housekeepingPurges({
    db: t.database.db,
    storage: options.storage ?? t.storage,
    counters: createCounterStore(t.database),
    config: t.config,
    now: options.now ?? Date.now,
    failures,
  });
  const failed = async (operation: string) =>
    (await failures.counter.get()).values.find((v) => v.labels.operation === operation)?.value;
  return { run: purges["expired prescriptions"]!.run, failed };
}

describeOnDrivers(
  "claimed prescription files (PRESCRIPTION_RETENTION_DAYS)",
  { config: { prescriptionRetentionDays: 730 } },
  (t) => {
    /** A pharmacy, and `count` prescription orders placed through the API, each with its file. */
    async function ordersWithFiles(count: number) {
      const { client, merchant } = await registerMerchant(t.app, { businessType: "pharmacy" });
      const shopper = new TestClient(t.app);
      const placed: { id: string; url: string }[] = [];
      for (let i = 0; i < count; i++) {
        const url = (
          await shopper.upload("/api/upload-prescription", "prescription", "rx.pdf", PDF, "application/pdf")
        ).json().prescriptionUrl;
        const order = await shopper.post("/api/prescription-orders", {
          merchantSlug: merchant.businessSlug,
          customer: { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane" },
          prescriptionFileUrl: url,
        });
        placed.push({ id: order.json().id, url });
      }
      const placedDaysAgo = (id: string, days: number) =>
        t.database.db
          .update(orders)
          .set({ createdAt: new Date(Date.now() - days * DAY) })
          .where(eq(orders.id, id));
      const detail = async (id: string) =>
        (await client.get("/api/merchant/orders/detailed?type=prescription"))
          .json()
          .find((o: { id: string }) => o.id === id);
      return { client, placed, placedDaysAgo, detail };
    }

    const isStored = async (url: string) => (await storedBytes(t.storage, "private", url)) !== null;

    it("deletes a file 730 days after its order, with the order's link; the order stays and says so", async () => {
      const { client, placed, placedDaysAgo, detail } = await ordersWithFiles(2);
      const [old, recent] = placed as [{ id: string; url: string }, { id: string; url: string }];
      await placedDaysAgo(old.id, 731);
      await placedDaysAgo(recent.id, 729);
      expect((await client.get(old.url)).statusCode).toBe(200);

      expect(await expiredPurge(t).run()).toBe(1);
      expect(await isStored(old.url)).toBe(false);
      const rows = await t.database.db
        .select()
        .from(prescriptionFiles)
        .where(eq(prescriptionFiles.storageKey, path.basename(old.url)));
      expect(rows).toEqual([]);
      expect((await client.get(old.url)).statusCode).toBe(404);
      expect(await detail(old.id)).toMatchObject({
        orderType: "prescription",
        prescriptionFileUrl: null,
        prescriptionFileRemovedAt: expect.any(String),
      });
      // The younger one keeps its file and link.
      expect(await isStored(recent.url)).toBe(true);
      expect(await detail(recent.id)).toMatchObject({
        prescriptionFileUrl: recent.url,
        prescriptionFileRemovedAt: null,
      });
      expect(await expiredPurge(t).run()).toBe(0);
    });

    it("counts by the app's clock: a day past the retention, the younger file goes too", async () => {
      const { placed, placedDaysAgo, detail } = await ordersWithFiles(1);
      await placedDaysAgo(placed[0]!.id, 729);
      // (The 729-day-old file of the test before goes with it.)
      expect(await expiredPurge(t, { now: () => Date.now() + 2 * DAY }).run()).toBeGreaterThanOrEqual(1);
      expect(await isStored(placed[0]!.url)).toBe(false);
      expect((await detail(placed[0]!.id)).prescriptionFileRemovedAt).not.toBeNull();
    });

    it("reports a file the storage cannot remove, and still removes the others and their links", async () => {
      const { placed, placedDaysAgo, detail } = await ordersWithFiles(2);
      for (const { id } of placed) await placedDaysAgo(id, 800);
      const [stuck, other] = placed as [{ id: string; url: string }, { id: string; url: string }];
      const storage: FileStorage = Object.create(t.storage, {
        remove: {
          value: (visibility: "public" | "private", key: string) =>
            key === path.basename(stuck.url)
              ? Promise.reject(new Error("storage down"))
              : t.storage.remove(visibility, key),
        },
      });
      const purge = expiredPurge(t, { storage });
      expect(await purge.run()).toBe(1);
      expect(await purge.failed("file_cleanup")).toBe(1);
      expect(await isStored(other.url)).toBe(false);
      // Its row and link are gone all the same: the unclaimed purge's sweep removes the bytes later.
      expect((await detail(stuck.id)).prescriptionFileUrl).toBeNull();
    });
  },
);
