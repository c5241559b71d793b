import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

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

    const onDisk = path.join(t.dataDir, "uploads", "public", path.basename(imageUrl));
    expect(readFileSync(onDisk).equals(image)).toBe(true);
    expect(existsSync(path.join(t.dataDir, "uploads", "private"))).toBe(false);
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

  it("stores every upload under a new random name", async () => {
    const png = await solid(10, 10).png().toBuffer();
    const a = (await uploadImage(png, "same.png", "image/png")).json().imageUrl;
    const b = (await uploadImage(png, "same.png", "image/png")).json().imageUrl;
    expect(a).not.toBe(b);
    expect(readdirSync(path.join(t.dataDir, "uploads", "public"))).toContain(path.basename(b));
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
