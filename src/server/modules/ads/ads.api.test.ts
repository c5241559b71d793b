import { expect, it } from "vitest";
import type { TAd } from "#contracts/ads";
import { sweepUnusedImages } from "#server/modules/uploads/service";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { backdateUpload, solidPng, storedPublicly } from "#tests/helpers/uploaded-images";

const MISSING = "00000000-0000-4000-8000-000000000000";

describeOnDrivers("ads API", (t) => {
  const stored = (url: string) => storedPublicly(t.storage, url);
  const uploaded = async (client: TestClient, color: string) =>
    (
      await client.upload("/api/upload-image", "image", "b.png", await solidPng(800, 400, color), "image/png")
    ).json().imageUrl as string;

  it("creates, lists by sortOrder then creation, updates and deletes the merchant's ads", async () => {
    const { client } = await registerMerchant(t.app);
    const make = (body: object) => client.post("/api/ads", body);
    const second = await make({ title: "  Winter sale ", imageUrl: "/demo/a.svg", sortOrder: 2 });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ title: "Winter sale", link: null, isActive: true, sortOrder: 2 });
    await make({
      title: "First",
      imageUrl: "https://cdn.example.com/a.jpg",
      link: "https://example.com/sale",
      sortOrder: 1,
    });
    await make({ title: "Also first, later", imageUrl: "/demo/b.svg", sortOrder: 1, isActive: false });
    const list: TAd[] = (await client.get("/api/ads")).json();
    expect(list.map((a) => a.title)).toEqual(["First", "Also first, later", "Winter sale"]);

    const id = second.json().id;
    const updated = await client.put(`/api/ads/${id}`, { sortOrder: 0, isActive: false, link: "" });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: "Winter sale", sortOrder: 0, isActive: false, link: null });
    expect((await client.delete(`/api/ads/${id}`)).json()).toEqual({ message: "Ad deleted" });
    expect((await client.get("/api/ads")).json()).toHaveLength(2);
  });

  it.each([
    [{ imageUrl: "/a.png" }, "Ad title is required"],
    [{ title: "  ", imageUrl: "/a.png" }, "Ad title is required"],
    [{ title: "T" }, "Image is required"],
    [{ title: "T", imageUrl: "" }, "Image is required"],
    [{ title: "T", imageUrl: "javascript:alert(1)" }, "Please enter a valid image URL or path"],
    [{ title: "T", imageUrl: "//evil.example/a.png" }, "Please enter a valid image URL or path"],
    [
      { title: "T", imageUrl: "/a.png", link: "javascript:alert(1)" },
      "Please enter a link that starts with http:// or https://",
    ],
    [
      { title: "T", imageUrl: "/a.png", link: "ftp://x" },
      "Please enter a link that starts with http:// or https://",
    ],
    [{ title: "T", imageUrl: "/a.png", sortOrder: 1.5 }, "Sort order must be a whole number"],
    [{ title: "T", imageUrl: "/a.png", isActive: "yes" }, "isActive must be true or false"],
  ])("refuses %o with the spec's message", async (body, message) => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/ads", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("keeps each merchant's ads to themselves: 404 for another's id or a malformed one, 401 signed out", async () => {
    const { client: owner } = await registerMerchant(t.app);
    const ad = (await owner.post("/api/ads", { title: "Mine", imageUrl: "/a.png" })).json();
    const { client: other } = await registerMerchant(t.app);
    for (const id of [ad.id, MISSING, "not-a-uuid"]) {
      expect((await other.put(`/api/ads/${id}`, { title: "Stolen" })).statusCode).toBe(404);
      expect((await other.delete(`/api/ads/${id}`)).statusCode).toBe(404);
    }
    expect((await other.get("/api/ads")).json()).toEqual([]);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/api/ads")).statusCode).toBe(401);
    expect((await anonymous.post("/api/ads", { title: "x", imageUrl: "/a.png" })).statusCode).toBe(401);
    expect((await owner.get("/api/ads")).json()[0].title).toBe("Mine");
  });

  it("shows only active ads on the microsite, in sortOrder", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    await client.post("/api/ads", { title: "B", imageUrl: "/b.png", sortOrder: 2 });
    await client.post("/api/ads", { title: "Off", imageUrl: "/o.png", sortOrder: 0, isActive: false });
    await client.post("/api/ads", { title: "A", imageUrl: "/a.png", sortOrder: 1 });
    const site = (await new TestClient(t.app).get(`/api/microsite/${merchant.businessSlug}`)).json();
    expect(site.ads.map((a: TAd) => a.title)).toEqual(["A", "B"]);
  });

  it("removes a replaced or deleted ad image from storage, unless something else still shows it", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const first = await uploaded(client, "#ff0000");
    const second = await uploaded(client, "#00ff00");
    const shared = await uploaded(client, "#0000ff");
    const ad = (await client.post("/api/ads", { title: "Sale", imageUrl: first })).json();
    await backdateUpload(t, "public", first); // the ad has shown it for a day
    await client.put(`/api/ads/${ad.id}`, { imageUrl: second });
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
    // Uploaded a moment ago: the same picture may be on its way into another form, so it stays
    // until the sweep finds it unused a day after its upload.
    await client.delete(`/api/ads/${ad.id}`);
    expect(await stored(second)).toBe(true);
    await backdateUpload(t, "public", second);
    await sweepUnusedImages(t.database.db, t.storage, new Date());
    expect(await stored(second)).toBe(false);

    await createProduct(t.database.db, merchant.id, { imageUrl: shared });
    const again = (await client.post("/api/ads", { title: "Same picture", imageUrl: shared })).json();
    await backdateUpload(t, "public", shared);
    await client.delete(`/api/ads/${again.id}`);
    expect(await stored(shared)).toBe(true);
  });
});
