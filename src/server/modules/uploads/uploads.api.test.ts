import { createHash } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_UNAVAILABLE } from "#server/storage/create-storage";
import { describeOnDrivers, useTestApp } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { type S3Settings, startS3Server, unreachableS3 } from "#tests/helpers/s3-server";
import { registerMerchant, TestClient, type TestConfigOverrides } from "#tests/helpers/test-app";
import { backdateUpload, solidPng, storedBytes, storedPublicly } from "#tests/helpers/uploaded-images";
import { sweepUnusedImages } from "./service";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describeOnDrivers("image upload", (t) => {
  let client: TestClient;
  beforeAll(async () => {
    client = (await registerMerchant(t.app)).client;
  });

  const uploadImage = (data: Buffer, filename = "photo.jpg", mime = "image/jpeg") =>
    client.upload("/api/upload-image", "image", filename, data, mime);

  async function fetchStored(imageUrl: string) {
    const res = await client.get(imageUrl);
    expect(res.statusCode).toBe(200);
    return { res, image: res.rawPayload };
  }

  it("re-encodes a JPEG as WebP: upright per EXIF, metadata stripped, longest side 1600", async () => {
    // 2400x1200 stored sideways (EXIF orientation 6 = rotate 90°), with identifying EXIF.
    const jpeg = await solid(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Owner", Make: "PhoneCo" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await uploadImage(jpeg);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const { res: served, image } = await fetchStored(imageUrl);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(served.headers["content-length"])).toBe(image.length);
    const after = await sharp(image).metadata();
    expect(after.format).toBe("webp");
    expect([after.width, after.height]).toEqual([800, 1600]);
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(image.includes(Buffer.from("Secret Owner"))).toBe(false);

    expect((await storedBytes(t.storage, "public", imageUrl))?.equals(image)).toBe(true);
    expect(await storedBytes(t.storage, "private", imageUrl)).toBeNull();
  });

  it("keeps a small PNG's size (never enlarges) and accepts GIF and WebP", async () => {
    const png = await solid(40, 30).png().toBuffer();
    const res = await uploadImage(png, "tiny.png", "image/png");
    expect(res.statusCode).toBe(201);
    const meta = await sharp((await fetchStored(res.json().imageUrl)).image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 40, 30]);

    const gif = await solid(20, 20).gif().toBuffer();
    expect((await uploadImage(gif, "a.gif", "image/gif")).statusCode).toBe(201);
    const webp = await solid(20, 20).webp().toBuffer();
    // The client's MIME type and file name are not trusted either way.
    expect((await uploadImage(webp, "mislabelled.png", "application/octet-stream")).statusCode).toBe(201);
  });

  it("refuses a text file renamed to .jpg", async () => {
    const res = await uploadImage(Buffer.from("this is not a picture at all, just text\n".repeat(20)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: "Only JPEG, PNG, GIF or WebP images can be uploaded." });
  });

  it("refuses other real file types (SVG, PDF)", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadImage(svg, "x.svg", "image/svg+xml")).statusCode).toBe(415);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
    expect((await uploadImage(pdf, "x.jpg", "image/jpeg")).statusCode).toBe(415);
  });

  it("refuses a damaged image with 400", async () => {
    const jpeg = await solid(100, 100).jpeg().toBuffer();
    const res = await uploadImage(jpeg.subarray(0, 200));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This image could not be read. Please try another file.");
  });

  it("refuses a file over 5 MB with 413 and the spec's message", async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length, 1)]);
    const res = await uploadImage(big, "huge.jpg");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Please select an image smaller than 5MB." });
  });

  it("accepts a file of exactly 5 MB", async () => {
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    // Bytes after the JPEG end marker are ignored by decoders.
    const exact = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 - jpeg.length, 0)]);
    expect((await uploadImage(exact)).statusCode).toBe(201);
  });

  it("asks for an image when the field or the multipart body is missing", async () => {
    const png = await solid(10, 10).png().toBuffer();
    const wrongField = await client.upload("/api/upload-image", "logo", "a.png", png, "image/png");
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: "Please select an image to upload." });
    const notMultipart = await client.post("/api/upload-image", { image: "data" });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toEqual({ message: "Please select an image to upload." });
  });

  it("requires a signed-in merchant", async () => {
    const png = await solid(10, 10).png().toBuffer();
    const res = await new TestClient(t.app).upload("/api/upload-image", "image", "a.png", png, "image/png");
    expect(res.statusCode).toBe(401);
  });

  it("gives the same picture uploaded twice one address, named by its content's hash", async () => {
    const png = await solid(10, 10).png().toBuffer();
    const a = (await uploadImage(png, "same.png", "image/png")).json().imageUrl;
    const b = (await uploadImage(png, "other-name.png", "image/png")).json().imageUrl;
    expect(b).toBe(a);
    const { image } = await fetchStored(a);
    const hash = createHash("sha256").update(image).digest("hex");
    expect(a).toBe(`/uploads/${hash.slice(0, 32)}.webp`);
    const other = (await uploadImage(await solid(11, 10).png().toBuffer(), "same.png", "image/png")).json();
    expect(other.imageUrl).not.toBe(a);
  });

  it("sends an ETag, and answers 304 when the browser already has the file", async () => {
    const png = await solid(12, 12).png().toBuffer();
    const url = (await uploadImage(png, "etag.png", "image/png")).json().imageUrl;
    const first = await client.get(url);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${path.basename(url, ".webp")}"`);
    const again = await client.request("GET", url, undefined, { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const weak = await client.request("GET", url, undefined, {
      headers: { "if-none-match": `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await client.request("GET", url, undefined, { headers: { "if-none-match": '"0123"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it("removes a product's picture when it is replaced or the product deleted, once nothing shows it", async () => {
    const { merchant } = await registerMerchant(t.app);
    const url = async (color: string) =>
      (await uploadImage(await solidPng(60, 40, color), "p.png", "image/png")).json().imageUrl as string;
    const stored = (u: string) => storedPublicly(t.storage, u);
    const first = await url("#101010");
    const second = await url("#202020");
    const shared = await url("#303030");
    const bulk = await url("#404040");
    const fresh = await url("#505050");
    for (const u of [first, second, shared, bulk]) await backdateUpload(t, "public", u);

    const product = (
      await client.post("/api/products", { name: "Lamp", price: "5", imageUrl: first })
    ).json();
    expect((await client.put(`/api/products/${product.id}`, { imageUrl: second })).statusCode).toBe(200);
    expect(await stored(first)).toBe(false);
    expect((await client.get(first)).statusCode).toBe(404);
    expect((await client.delete(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect(await stored(second)).toBe(false);

    // Another store shows the same picture: deleting this store's product keeps it.
    await createProduct(t.database.db, merchant.id, { imageUrl: shared });
    const mine = (await client.post("/api/products", { name: "Vase", price: "5", imageUrl: shared })).json();
    await client.delete(`/api/products/${mine.id}`);
    expect(await stored(shared)).toBe(true);

    const ids: string[] = [];
    for (const name of ["Cup", "Mug"]) {
      ids.push((await client.post("/api/products", { name, price: "5", imageUrl: bulk })).json().id);
    }
    const demo = (
      await client.post("/api/products", { name: "Demo", price: "5", imageUrl: "/demo/tea.svg" })
    ).json().id;
    const deleted = await client.post("/api/products/bulk", { ids: [ids[0], demo], action: "delete" });
    expect(deleted.json().productIds).toHaveLength(2);
    expect(await stored(bulk)).toBe(true); // the mug still shows it
    await client.post("/api/products/bulk", { ids: [ids[1]], action: "delete" });
    expect(await stored(bulk)).toBe(false);

    // Uploaded a moment ago: the same picture may be on its way into another form.
    const lamp = (await client.post("/api/products", { name: "Lamp 2", price: "5", imageUrl: fresh })).json();
    await client.delete(`/api/products/${lamp.id}`);
    expect(await stored(fresh)).toBe(true);
  });

  it("sweeps images nothing shows a day after their upload, and keeps the rest", async () => {
    const url = async (color: string) =>
      (await uploadImage(await solidPng(30, 30, color), "s.png", "image/png")).json().imageUrl as string;
    const abandoned = await url("#a1a1a1");
    const shown = await url("#b2b2b2");
    const recent = await url("#c3c3c3");
    await client.post("/api/products", { name: "Shown", price: "1", imageUrl: shown });
    for (const u of [abandoned, shown]) await backdateUpload(t, "public", u);
    const removed = await sweepUnusedImages(t.database.db, t.storage, new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await storedPublicly(t.storage, abandoned)).toBe(false);
    expect(await storedPublicly(t.storage, shown)).toBe(true);
    expect(await storedPublicly(t.storage, recent)).toBe(true);
    // Uploading the same picture again counts as a new upload: a day from now, not at once.
    const again = await url("#a1a1a1");
    expect(again).toBe(abandoned);
    await sweepUnusedImages(t.database.db, t.storage, new Date());
    expect((await client.get(again)).statusCode).toBe(200);
  });

  it.each([
    "/uploads/0123456789abcdef0123456789abcdef.webp",
    "/uploads/..%2F..%2F..%2Fetc%2Fpasswd",
    "/uploads/%2e%2e%2fsession-secret",
    "/uploads/..%5C..%5Cpackage.json",
    "/uploads/.env",
  ])("answers 404 for %s", async (url) => {
    const res = await new TestClient(t.app).get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });
});

describe("image upload on S3-compatible storage (a local S3 server)", () => {
  const config: TestConfigOverrides = {};
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server(["media"]);
    config.fileStorage = s3.settings("media") satisfies S3Settings;
  });
  afterAll(() => s3.stop());
  const t = useTestApp("pglite", { config });

  it("stores an upload in the bucket and serves it with its ETag and 304", async () => {
    const { client } = await registerMerchant(t.app);
    const png = await solidPng(50, 50, "#123456");
    const res = await client.upload("/api/upload-image", "image", "a.png", png, "image/png");
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    const again = await client.upload("/api/upload-image", "image", "b.png", png, "image/png");
    expect(again.json().imageUrl).toBe(imageUrl);
    const served = await new TestClient(t.app).get(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload.equals((await storedBytes(t.storage, "public", imageUrl))!)).toBe(true);
    const etag = served.headers.etag as string;
    const cached = await new TestClient(t.app).request("GET", imageUrl, undefined, {
      headers: { "if-none-match": etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(
      (await new TestClient(t.app).get("/uploads/0123456789abcdef0123456789abcdef.webp")).statusCode,
    ).toBe(404);
  });
});

describe("a file storage that is down", () => {
  const t = useTestApp("pglite", { config: { fileStorage: unreachableS3 } });

  it("answers uploads and downloads with 503 and a message, and still takes orders", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const png = await solidPng(20, 20, "#00aa00");
    const image = await client.upload("/api/upload-image", "image", "a.png", png, "image/png");
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    const logo = await client.upload("/api/merchant/upload-logo", "logo", "a.png", png, "image/png");
    expect(logo.statusCode).toBe(503);
    const served = await new TestClient(t.app).get("/uploads/0123456789abcdef0123456789abcdef.webp");
    expect(served.statusCode).toBe(503);
    expect(served.json()).toEqual({ message: STORAGE_UNAVAILABLE });
    // Limits are checked before the storage is asked: a file over 5 MB is still a 413.
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 1)]);
    expect((await client.upload("/api/upload-image", "image", "big.png", big, "image/png")).statusCode).toBe(
      413,
    );

    const product = (await client.post("/api/products", { name: "Tea", price: "3", quantity: 10 })).json();
    await client.put(`/api/products/${product.id}`, {
      imageUrl: "/uploads/0123456789abcdef0123456789abcdef.webp",
    });
    // Replacing the picture while the storage is down still saves the product.
    expect((await client.put(`/api/products/${product.id}`, { imageUrl: null })).statusCode).toBe(200);
    const shopper = new TestClient(t.app);
    const order = await shopper.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Ann", phone: "+1 555 0100", address: "1 Main St" },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(order.statusCode, order.body).toBe(201);
  }, 60_000);
});
