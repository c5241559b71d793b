import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { buildTestApp, createTestApp, registerMerchant, TestClient } from "#tests/helpers/test-app";
import { backdateUpload, solidPng, storedPublicly } from "#tests/helpers/uploaded-images";

const logo = (color: string) => solidPng(300, 300, color);
const uploadLogo = (client: TestClient, image: Buffer, field = "logo") =>
  client.upload("/api/merchant/upload-logo", field, "logo.png", image, "image/png");

describeOnDrivers("store customisation", (t) => {
  const stored = (url: string) => storedPublicly(t.storage, url);

  it("uploads a logo and saves the look: the storefront shows it at once", async () => {
    const { client, merchant } = await registerMerchant(t.app, { businessName: "Corner Shop" });
    // Something to sell: a store with nothing is not listed in the marketplace.
    await client.post("/api/products", { name: "Tea", price: "3.00", quantity: 10 });
    const upload = await uploadLogo(client, await logo("#8b5cf6"));
    expect(upload.statusCode).toBe(201);
    const { logoUrl } = upload.json();
    expect(logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const saved = await client.put("/api/merchant/customization", {
      logoUrl,
      customDisplayName: "  The Corner ",
      contactPhone: "+1 555 0100",
      theme: "purple",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      logoUrl,
      customDisplayName: "The Corner",
      contactPhone: "+1 555 0100",
      theme: "purple",
    });
    const site = (await new TestClient(t.app).get(`/api/microsite/${merchant.businessSlug}`)).json();
    expect(site.merchant).toMatchObject({ logoUrl, customDisplayName: "The Corner", theme: "purple" });
    const market = (await new TestClient(t.app).get("/api/marketplace")).json();
    expect(
      market.find(
        (e: { merchant: { businessSlug: string } }) => e.merchant.businessSlug === merchant.businessSlug,
      ).merchant,
    ).toMatchObject({ logoUrl, theme: "purple" });
  });

  it("clears the display name and phone when sent as null or blank; the business name shows again", async () => {
    const { client } = await registerMerchant(t.app);
    await client.put("/api/merchant/customization", {
      customDisplayName: "Nick",
      contactPhone: "555",
      theme: "red",
      logoUrl: null,
    });
    const cleared = await client.put("/api/merchant/customization", {
      customDisplayName: null,
      contactPhone: "  ",
      theme: "red",
      logoUrl: null,
    });
    expect(cleared.json()).toMatchObject({ customDisplayName: null, contactPhone: null, theme: "red" });
  });

  it("switches prescription orders on and off, leaving the setting alone when it is not sent", async () => {
    const { client } = await registerMerchant(t.app, { businessType: "retail" });
    const on = await client.put("/api/merchant/customization", { theme: "blue", acceptsPrescriptions: true });
    expect(on.json().acceptsPrescriptions).toBe(true);
    const kept = await client.put("/api/merchant/customization", { theme: "green" });
    expect(kept.json().acceptsPrescriptions).toBe(true);
  });

  it.each([
    [{ theme: "teal" }, "Please choose one of the six themes"],
    [{}, "Please choose one of the six themes"],
    [{ theme: "blue", logoUrl: "javascript:alert(1)" }, "Please enter a valid image URL or path"],
    [{ theme: "blue", customDisplayName: "x".repeat(101) }, "Must be at most 100 characters"],
    [{ theme: "blue", contactPhone: "555\n0100" }, "Text must not contain control characters"],
  ])("refuses %o with a message", async (body, message) => {
    const { client } = await registerMerchant(t.app);
    const res = await client.put("/api/merchant/customization", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("takes images only as logos, under 5 MB, with the spec's messages", async () => {
    const { client } = await registerMerchant(t.app);
    const text = await uploadLogo(client, Buffer.from("not an image"));
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("Please select an image file.");
    const big = await uploadLogo(client, Buffer.concat([await logo("#000"), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("Please select an image under 5MB.");
    const none = await uploadLogo(client, await logo("#000"), "image");
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select an image file.");
    const signedOut = await uploadLogo(new TestClient(t.app), await logo("#000"));
    expect(signedOut.statusCode).toBe(401);
  });

  it("keeps an uploaded logo at once, before any save: the merchant and the store show it (issue 42)", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const first = (await uploadLogo(client, await logo("#333333"))).json().logoUrl;
    expect((await client.get("/api/user")).json().logoUrl).toBe(first);
    const site = (await new TestClient(t.app).get(`/api/microsite/${merchant.businessSlug}`)).json();
    expect(site.merchant.logoUrl).toBe(first);
    // A second upload replaces it, and the first file goes as a replaced saved logo does.
    await backdateUpload(t, "public", first);
    const second = (await uploadLogo(client, await logo("#444444"))).json().logoUrl;
    expect((await client.get("/api/user")).json().logoUrl).toBe(second);
    expect(await stored(first)).toBe(false);
  });

  it("removes a replaced logo from storage", async () => {
    const { client } = await registerMerchant(t.app);
    const first = (await uploadLogo(client, await logo("#111111"))).json().logoUrl;
    await client.put("/api/merchant/customization", { logoUrl: first, theme: "blue" });
    await backdateUpload(t, "public", first); // the store has shown it for a day
    const second = (await uploadLogo(client, await logo("#222222"))).json().logoUrl;
    await client.put("/api/merchant/customization", { logoUrl: second, theme: "blue" });
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });
});

describe("link previews use the uploaded logo", () => {
  it("puts the logo in a store page's og:image", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-og-"));
    const t = await createTestApp("pglite", { dataDir, publicUrl: "https://shops.example.com" });
    try {
      const { client, merchant } = await registerMerchant(t.app);
      const logoUrl = (await uploadLogo(client, await logo("#123456"))).json().logoUrl;
      await client.put("/api/merchant/customization", { logoUrl, theme: "blue" });
      const webDir = mkdtempSync(path.join(tmpdir(), "storefront-og-web-"));
      writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
      const withWeb = await buildTestApp(t.database, t.config, { webDir });
      const html = (await withWeb.inject({ url: `/microsite/${merchant.businessSlug}` })).body;
      await withWeb.close();
      rmSync(webDir, { recursive: true, force: true });
      expect(html).toContain(`<meta property="og:image" content="https://shops.example.com${logoUrl}" />`);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
