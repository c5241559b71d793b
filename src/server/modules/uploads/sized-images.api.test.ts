import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "#contracts/image-sizes";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { storedBytes } from "#tests/helpers/uploaded-images";

/** A picture with detail (a gradient), so that sizes differ in bytes as they would for a photo. */
const photo = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7) % 256)), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

describeOnDrivers("sized copies of uploaded pictures", (t) => {
  let shopper: TestClient;
  let url: string;
  let stored: Buffer;
  beforeAll(async () => {
    const { client } = await registerMerchant(t.app);
    shopper = new TestClient(t.app);
    const res = await client.upload(
      "/api/upload-image",
      "image",
      "big.png",
      await photo(900, 600),
      "image/png",
    );
    url = res.json().imageUrl;
    stored = (await storedBytes(t.storage, "public", url))!;
  });
  const get = (address: string, headers: Record<string, string> = {}) =>
    shopper.request("GET", address, undefined, { headers });

  it("serves each listed width as WebP of that width, kept for a year, and leaves the original as it was", async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await get(`${url}?w=${width}`);
      expect(res.statusCode, `w=${width}`).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      // Never enlarged: the 900 px original is its own largest copy.
      expect(meta.width).toBe(Math.min(width, 900));
      expect(meta.height).toBe(Math.round((Math.min(width, 900) * 600) / 900));
    }
    const card = await get(`${url}?w=360`);
    expect(card.rawPayload.length).toBeLessThan(stored.length / 4);
    expect((await storedBytes(t.storage, "public", url))!.equals(stored)).toBe(true);
    const original = await get(url);
    expect(original.rawPayload.equals(stored)).toBe(true);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(900);
  });

  it("gives each width its own strong ETag, and a 304 for it without the picture", async () => {
    const small = await get(`${url}?w=160`);
    const large = await get(`${url}?w=720`);
    const original = await get(url);
    const tags = [small, large, original].map((res) => res.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    const again = await get(`${url}?w=160`, { "if-none-match": small.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(small.headers.etag);
    // Another width's tag is not this one's: the picture is sent.
    const other = await get(`${url}?w=160`, { "if-none-match": large.headers.etag as string });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(small.rawPayload)).toBe(true);
  });

  it("answers HEAD with the headers and length of GET and no body", async () => {
    const full = await get(`${url}?w=360`);
    const head = await t.app.inject({ method: "HEAD", url: `${url}?w=360` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.rawPayload.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it.each(["100", "361", "0", "-360", "360.0", "abc", ""])(
    "refuses w=%s with 400 and the widths it takes",
    async (w) => {
      const res = await get(`${url}?w=${w}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`w must be one of ${IMAGE_WIDTHS.join(", ")} (pixels)`);
    },
  );

  it("refuses two widths at once with 400", async () => {
    expect((await get(`${url}?w=160&w=360`)).statusCode).toBe(400);
  });

  it("answers 404 for a width of a picture that does not exist", async () => {
    const res = await get("/uploads/0123456789abcdef0123456789abcdef.webp?w=360");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("File not found");
    expect(res.headers.etag).toBeUndefined();
  });

  it("answers 400 for a width of a file that is no picture, and still serves the file", async () => {
    const key = "0123456789abcdef0123456789abcd01.pdf";
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    await t.storage.put("public", key, pdf);
    const sized = await get(`/uploads/${key}?w=360`);
    expect(sized.statusCode).toBe(400);
    expect(sized.json().message).toBe("Only pictures come in other widths");
    const file = await get(`/uploads/${key}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("sends a stored picture it cannot read at its own size rather than failing", async () => {
    const key = "0123456789abcdef0123456789abcd02.png";
    const broken = Buffer.from("not really a png");
    await t.storage.put("public", key, broken);
    const res = await get(`/uploads/${key}?w=360`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(broken)).toBe(true);
  });
});
