import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { prescriptionFiles } from "#server/db/schema/prescription-files";
import type { FileStorage } from "#server/storage/file-storage";
import { describeOnDrivers, type SuiteApp } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { purgeUnclaimedPrescriptions } from "./service";

const MB = 1024 * 1024;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
/** A PDF of `kb` kilobytes: PDFs are kept as sent, so this is what it takes up. */
const pdfOf = (kb: number) => Buffer.concat([PDF, Buffer.alloc(kb * 1024 - PDF.length)]);

const PER_ADDRESS_REFUSAL =
  "Prescription files not yet sent with an order may take up at most 1 MB per connection, and this file would pass it. Send your order with the file you already uploaded, or try again in an hour, when unsent files are deleted.";
const TOTAL_REFUSAL =
  "Prescription uploads are paused: files waiting to be sent with an order have reached this site's limit of 1 MB. Please try again in an hour, or call the store.";

/** A shopper's browser at `address`, uploading PDFs of a size. */
function shopperAt(t: SuiteApp, address: string) {
  const shopper = new TestClient(t.app, address);
  const upload = (kb: number) =>
    shopper.upload("/api/upload-prescription", "prescription", "rx.pdf", pdfOf(kb), "application/pdf");
  return { shopper, upload };
}

/** How many files the private area holds. */
async function privateFiles(storage: FileStorage) {
  let count = 0;
  for await (const _ of storage.list("private")) count++;
  return count;
}

function emptiedBeforeEach(t: SuiteApp) {
  beforeEach(async () => {
    await t.database.db.delete(prescriptionFiles);
  });
}

describeOnDrivers(
  "room for unclaimed prescription files per address (PRESCRIPTION_UNCLAIMED_MB_PER_IP)",
  { config: { limits: { prescriptionUnclaimedBytesPerIp: 1 * MB } } },
  (t) => {
    emptiedBeforeEach(t);

    it("refuses the upload that would pass the address's megabytes with 429 saying so, storing nothing", async () => {
      const { upload } = shopperAt(t, "203.0.113.7");
      expect((await upload(400)).statusCode).toBe(201);
      expect((await upload(400)).statusCode).toBe(201);
      const refused = await upload(400);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(PER_ADDRESS_REFUSAL);
      // A smaller file still fits beside the two.
      expect((await upload(200)).statusCode).toBe(201);
      expect(await privateFiles(t.storage)).toBe(3);
      // Another address has its own room.
      expect((await shopperAt(t, "203.0.113.8").upload(400)).statusCode).toBe(201);
    });

    it("counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as that address", async () => {
      expect((await shopperAt(t, "2001:db8:1:2::1").upload(600)).statusCode).toBe(201);
      expect((await shopperAt(t, "2001:db8:1:2:ffff::9").upload(600)).statusCode).toBe(429);
      expect((await shopperAt(t, "2001:db8:1:3::1").upload(600)).statusCode).toBe(201);
      expect((await shopperAt(t, "198.51.100.4").upload(600)).statusCode).toBe(201);
      expect((await shopperAt(t, "::ffff:198.51.100.4").upload(600)).statusCode).toBe(429);
    });

    it("gives the room back when an order takes a file, and when an unsent file is deleted after its hour", async () => {
      const { merchant } = await registerMerchant(t.app, { businessType: "pharmacy" });
      const { shopper, upload } = shopperAt(t, "192.0.2.10");
      const first = (await upload(600)).json().prescriptionUrl;
      expect((await upload(600)).statusCode).toBe(429);
      const placed = await shopper.post("/api/prescription-orders", {
        merchantSlug: merchant.businessSlug,
        customer: { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane" },
        prescriptionFileUrl: first,
      });
      expect(placed.statusCode).toBe(201);
      const second = (await upload(600)).json().prescriptionUrl;
      expect(second).toBeDefined();
      expect((await upload(600)).statusCode).toBe(429);

      await t.database.db
        .update(prescriptionFiles)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(prescriptionFiles.storageKey, path.basename(second)));
      await purgeUnclaimedPrescriptions(t.database.db, t.storage, new Date());
      expect((await upload(600)).statusCode).toBe(201);
    });
  },
);

describeOnDrivers(
  "room for unclaimed prescription files on the whole platform (PRESCRIPTION_UNCLAIMED_MB_TOTAL)",
  { config: { limits: { prescriptionUnclaimedBytesTotal: 1 * MB } } },
  (t) => {
    emptiedBeforeEach(t);

    it("refuses the upload that would pass everyone's megabytes with 507 saying so, storing nothing", async () => {
      expect((await shopperAt(t, "203.0.113.20").upload(400)).statusCode).toBe(201);
      expect((await shopperAt(t, "203.0.113.21").upload(400)).statusCode).toBe(201);
      const refused = await shopperAt(t, "203.0.113.22").upload(400);
      expect(refused.statusCode).toBe(507);
      expect(refused.json().message).toBe(TOTAL_REFUSAL);
      expect(await privateFiles(t.storage)).toBe(2);
      expect((await shopperAt(t, "203.0.113.22").upload(100)).statusCode).toBe(201);
    });
  },
);
