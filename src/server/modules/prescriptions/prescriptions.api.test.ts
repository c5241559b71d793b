import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { prescriptionFiles } from "#server/db/schema/prescription-files";
import { describeOnDrivers, useTestApp } from "#tests/helpers/api-suite";
import { createMerchant, createOrder, createProduct, SQUARE_POLYGON } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { backdateUpload, storedBytes } from "#tests/helpers/uploaded-images";
import { purgeUnclaimedPrescriptions, sweepOrphanPrescriptionFiles } from "./service";

const customer = { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" };
const photo = () => sharp({ create: { width: 400, height: 300, channels: 3, background: "#f0f0f0" } });
/** A phone photo with the location it was taken at. */
const jpegWithGps = () =>
  photo()
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneCo", Copyright: "Ann Patient" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 42/1 51/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "74/1 0/1 21/1",
      },
    })
    .toBuffer();
/** A HEIC as iPhones save it, with EXIF: the same container as this AV1 HEIF, its brand set to heic. */
async function heicWithExif() {
  const heif = await photo()
    .withExif({ IFD0: { Copyright: "Ann Patient" } })
    .heif({ compression: "av1" })
    .toBuffer();
  const branded = Buffer.from(heif);
  branded.write("heic", 8, "latin1");
  return branded;
}
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

describeOnDrivers("prescription orders", (t) => {
  const db = () => t.database.db;
  /** The bytes in the app's private storage area (its disk on PGlite, PostgreSQL on postgres). */
  const privateFile = (url: string) => storedBytes(t.storage, "private", url);
  const isStored = async (url: string) => (await privateFile(url)) !== null;

  /** A pharmacy (prescriptions on) with a signed-in owner, and a shopper's browser. */
  async function pharmacy() {
    const { client, merchant } = await registerMerchant(t.app, { businessType: "pharmacy" });
    const shopper = new TestClient(t.app);
    await shopper.token();
    const upload = (data: Buffer, name = "rx.jpg", mime = "image/jpeg", who = shopper) =>
      who.upload("/api/upload-prescription", "prescription", name, data, mime);
    const order = (prescriptionFileUrl: string, who = shopper, slug = merchant.businessSlug) =>
      who.post("/api/prescription-orders", {
        merchantSlug: slug,
        customer,
        prescriptionFileUrl,
        prescriptionNotes: "Repeat of last month",
        notes: "Call before delivery",
      });
    return { client, merchant, shopper, upload, order };
  }

  it("stores a photo privately, without its location or camera, under an unguessable key", async () => {
    const { upload } = await pharmacy();
    const res = await upload(await jpegWithGps());
    expect(res.statusCode).toBe(201);
    const { prescriptionUrl } = res.json();
    expect(prescriptionUrl).toMatch(/^\/api\/prescriptions\/[a-f0-9]{32}\.jpg$/);
    const stored = (await privateFile(prescriptionUrl))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("Ann Patient"))).toBe(false);
    expect([meta.width, meta.height]).toEqual([400, 300]);
    // Never served from the public file route.
    expect((await new TestClient(t.app).get(`/uploads/${path.basename(prescriptionUrl)}`)).statusCode).toBe(
      404,
    );
  });

  it("takes PNG, WebP, PDF and HEIC (its EXIF blanked in place), judged by content", async () => {
    const { upload } = await pharmacy();
    for (const [data, ext] of [
      [await photo().png().toBuffer(), "png"],
      [await photo().webp().toBuffer(), "webp"],
      [PDF, "pdf"],
    ] as const) {
      const res = await upload(data, `renamed.txt`, "text/plain");
      expect(res.statusCode, ext).toBe(201);
      expect(res.json().prescriptionUrl.endsWith(`.${ext}`)).toBe(true);
    }
    const heic = await heicWithExif();
    expect(heic.includes(Buffer.from("Ann Patient"))).toBe(true);
    const res = await upload(heic, "IMG_0001.HEIC", "image/heic");
    expect(res.statusCode).toBe(201);
    const stored = (await privateFile(res.json().prescriptionUrl))!;
    expect(stored.length).toBe(heic.length);
    expect(stored.includes(Buffer.from("Ann Patient"))).toBe(false);
  });

  it("refuses what is not a photo or a PDF with 415, over 10 MB with 413, and no file with 400", async () => {
    const { upload, shopper } = await pharmacy();
    const text = await upload(Buffer.from("just some text, not a prescription"), "rx.jpg", "image/jpeg");
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("Only photos (JPEG, PNG, WebP or HEIC) or PDF files can be uploaded.");
    const gif = await upload(await photo().gif().toBuffer(), "rx.gif", "image/gif");
    expect(gif.statusCode).toBe(415);
    const big = await upload(
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      "big.pdf",
      "application/pdf",
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The prescription file must be smaller than 10MB.");
    const wrongField = await shopper.upload(
      "/api/upload-prescription",
      "image",
      "a.pdf",
      PDF,
      "application/pdf",
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe("Please choose a photo or PDF of your prescription.");
    const noToken = await new TestClient(t.app).request("POST", "/api/upload-prescription", PDF, {
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
  });

  it("places a prescription order: total 0, the customer's details on it, the first history row", async () => {
    const { client, upload, order } = await pharmacy();
    const { prescriptionUrl } = (await upload(PDF, "rx.pdf", "application/pdf")).json();
    const res = await order(prescriptionUrl);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      orderType: "prescription",
      totalAmount: "0.00",
      status: "pending",
      customer,
    });
    const [detail] = (await client.get("/api/merchant/orders/detailed?type=prescription")).json();
    expect(detail).toMatchObject({
      prescriptionFileUrl: prescriptionUrl,
      prescriptionNotes: "Repeat of last month",
      notes: "Call before delivery",
      totalAmount: "0.00",
      customer,
    });
    expect(detail.statusHistory).toEqual([
      expect.objectContaining({ status: "pending", notes: "Prescription received" }),
    ]);
    expect((await client.get("/api/merchant/orders/counts")).json().prescription).toBe(1);
  });

  it("takes a file only from the browser that uploaded it, and only once", async () => {
    const { upload, order } = await pharmacy();
    const { prescriptionUrl } = (await upload(PDF, "rx.pdf", "application/pdf")).json();
    const stranger = new TestClient(t.app);
    const stolen = await order(prescriptionUrl, stranger);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(
      "Please upload your prescription again: this file was not uploaded from this browser.",
    );
    expect((await order(prescriptionUrl)).statusCode).toBe(201);
    const again = await order(prescriptionUrl);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This prescription was already sent with another order. Please upload it again.",
    );
    for (const url of [
      "/api/prescriptions/0123456789abcdef0123456789abcdef.pdf",
      "/uploads/x.png",
      "https://evil.example/rx.pdf",
    ]) {
      expect((await order(url)).statusCode, url).toBe(400);
    }
  });

  it("refuses a prescription order at a store that does not take them, leaving no order", async () => {
    const { upload, order } = await pharmacy();
    const { merchant: shop, client: shopOwner } = await registerMerchant(t.app, { businessType: "retail" });
    const { prescriptionUrl } = (await upload(PDF, "rx.pdf", "application/pdf")).json();
    const res = await order(prescriptionUrl, undefined, shop.businessSlug);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This store does not take prescription orders.");
    expect((await shopOwner.get("/api/merchant/orders")).json()).toEqual([]);
    // The file is still this browser's to send elsewhere.
    expect((await order(prescriptionUrl)).statusCode).toBe(201);
  });

  it("takes a prescription order only from inside the store's delivery zones, once it has any", async () => {
    const { client, merchant, shopper, upload } = await pharmacy();
    await client.post("/api/delivery-zones", { name: "Downtown", polygon: SQUARE_POLYGON });
    const { prescriptionUrl } = (await upload(PDF, "rx.pdf", "application/pdf")).json();
    const send = (location?: { lat: number; lng: number }) =>
      shopper.post("/api/prescription-orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        prescriptionFileUrl: prescriptionUrl,
        ...(location ? { location } : {}),
      });
    const missing = await send();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please check that we deliver to your location before ordering.");
    const far = await send({ lat: 40.8, lng: -73.95 });
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe("We're not delivering to this area yet. Coming soon!");
    expect((await client.get("/api/merchant/orders")).json()).toEqual([]);
    // Refused orders leave the file unclaimed, so the same upload goes with the order from inside.
    expect((await send({ lat: 40.72, lng: -74.0 })).statusCode).toBe(201);
  });

  it("serves the file to its store only: 401 signed out, 403 another store, 404 unknown, else the download", async () => {
    const { client, upload, order } = await pharmacy();
    const { prescriptionUrl } = (await upload(await jpegWithGps())).json();
    // Not yet sent with an order: nobody's to download.
    expect((await client.get(prescriptionUrl)).statusCode).toBe(404);
    await order(prescriptionUrl);
    const signedOut = await new TestClient(t.app).get(prescriptionUrl);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe("Please log in to access prescription files.");
    const other = await registerMerchant(t.app, { businessType: "pharmacy" });
    const forbidden = await other.client.get(prescriptionUrl);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permission to access this prescription file.");
    expect((await client.get("/api/prescriptions/0123456789abcdef0123456789abcdef.jpg")).statusCode).toBe(
      404,
    );
    expect((await client.get("/api/prescriptions/..%2f..%2fsession-secret")).statusCode).toBe(404);

    const res = await client.get(prescriptionUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${path.basename(prescriptionUrl)}"`,
    );
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
  });

  it("quotes a prescription order: the price everywhere, the message for the customer, a history row each time", async () => {
    const { client, merchant, upload, order, shopper } = await pharmacy();
    const { prescriptionUrl } = (await upload(PDF, "rx.pdf", "application/pdf")).json();
    const placed = (await order(prescriptionUrl)).json();
    const quote = (body: unknown) => client.patch(`/api/merchant/orders/${placed.id}/quote`, body);
    const first = await quote({ totalAmount: "18.40", message: "Generic version, ready at 5 pm" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      totalAmount: "18.40",
      quoteMessage: "Generic version, ready at 5 pm",
    });
    await quote({ totalAmount: 21, message: "" });
    const [detail] = (await client.get("/api/merchant/orders/detailed?type=prescription")).json();
    expect(detail.totalAmount).toBe("21.00");
    expect(detail.statusHistory.map((h: { notes: string }) => h.notes)).toEqual([
      "Prescription received",
      "Quoted $18.40: Generic version, ready at 5 pm",
      "Quoted $21.00",
    ]);
    const tracking = (
      await shopper.get(`/api/microsite/${merchant.businessSlug}/orders/${placed.trackingCode}`)
    ).json();
    expect(tracking).toMatchObject({ orderType: "prescription", totalAmount: "21.00", quoteMessage: null });
    for (const [body, message] of [
      [{ totalAmount: "0" }, "The quote must be more than $0.00"],
      [{ totalAmount: "abc" }, "Please enter a valid price"],
      [{}, "Price is required"],
    ] as const) {
      const res = await quote(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("quotes only prescription orders, and only the store's own", async () => {
    const { client, merchant } = await pharmacy();
    const product = await createProduct(db(), merchant.id);
    const { order: regular } = await createOrder(db(), merchant.id, { totalAmount: "10.00" }, [product]);
    const refused = await client.patch(`/api/merchant/orders/${regular.id}/quote`, { totalAmount: "5" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only prescription orders get a quote.");
    const other = await registerMerchant(t.app);
    for (const id of [regular.id, "not-a-uuid"]) {
      expect(
        (await other.client.patch(`/api/merchant/orders/${id}/quote`, { totalAmount: "5" })).statusCode,
      ).toBe(404);
    }
  });

  it("deletes files no order claimed within an hour, and keeps the rest", async () => {
    const { upload, order } = await pharmacy();
    const stale = (await upload(PDF, "a.pdf", "application/pdf")).json().prescriptionUrl;
    const claimed = (await upload(PDF, "b.pdf", "application/pdf")).json().prescriptionUrl;
    const fresh = (await upload(PDF, "c.pdf", "application/pdf")).json().prescriptionUrl;
    await order(claimed);
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    for (const url of [stale, claimed]) {
      await db()
        .update(prescriptionFiles)
        .set({ createdAt: hourAgo })
        .where(eq(prescriptionFiles.storageKey, path.basename(url)));
    }
    // With the clock at 59 minutes after the upload, nothing is old enough yet.
    const early = new Date(hourAgo.getTime() + 59 * 60 * 1000);
    expect(await purgeUnclaimedPrescriptions(db(), t.storage, early)).toBe(0);
    expect(await isStored(stale)).toBe(true);
    const removed = await purgeUnclaimedPrescriptions(db(), t.storage, new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await isStored(stale)).toBe(false);
    expect(await isStored(claimed)).toBe(true);
    expect(await isStored(fresh)).toBe(true);
    const keys = (await db().select().from(prescriptionFiles)).map((f) => f.storageKey);
    expect(keys).not.toContain(path.basename(stale));
  });

  it("also removes stored bytes left without their row for over an hour (a removal that failed)", async () => {
    const { upload } = await pharmacy();
    const kept = (await upload(PDF, "a.pdf", "application/pdf")).json().prescriptionUrl;
    const lost = (await upload(PDF, "b.pdf", "application/pdf")).json().prescriptionUrl;
    await db()
      .delete(prescriptionFiles)
      .where(eq(prescriptionFiles.storageKey, path.basename(lost)));
    const purge = () => sweepOrphanPrescriptionFiles(db(), t.storage, new Date());
    await purge();
    expect(await isStored(lost)).toBe(true); // stored a moment ago: its row may be on its way
    await backdateUpload(t, "private", lost, 2);
    await backdateUpload(t, "private", kept, 2);
    await purge();
    expect(await isStored(lost)).toBe(false);
    expect(await isStored(kept)).toBe(true);
  });

  it("turns prescriptions on for pharmacies at sign-up and off for other stores, as the storefront shows", async () => {
    const rx = await registerMerchant(t.app, { businessType: "pharmacy" });
    const food = await registerMerchant(t.app, { businessType: "restaurant" });
    const flag = async (slug: string) =>
      (await new TestClient(t.app).get(`/api/microsite/${slug}`)).json().merchant.acceptsPrescriptions;
    expect(await flag(rx.merchant.businessSlug)).toBe(true);
    expect(await flag(food.merchant.businessSlug)).toBe(false);
    const seeded = await createMerchant(db(), { businessType: "pharmacy" });
    const [row] = await db().select().from(merchants).where(eq(merchants.id, seeded.id));
    expect(row!.acceptsPrescriptions).toBe(false); // a column default, for rows written without it
  });
});

describe("prescription uploads are rate limited per address", () => {
  const t = useTestApp("pglite", { config: { limits: { prescriptionUploadsPerIpPerMinute: 2 } } });

  it("refuses the third upload in a minute with 429", async () => {
    const shopper = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await shopper.upload("/api/upload-prescription", "prescription", "rx.pdf", PDF, "application/pdf"))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
