import { describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

const sizes = (quantities: [number, number, number]) => ({
  name: "Size",
  tracksStock: true,
  options: [
    { name: "S", quantity: quantities[0] },
    { name: "M", quantity: quantities[1] },
    { name: "L", priceDelta: "2", quantity: quantities[2] },
  ],
});
const extras = {
  name: "Extra",
  selection: "multiple",
  maxSelect: 2,
  options: [
    { name: "Cheese", priceDelta: "1.5" },
    { name: "Olives", priceDelta: "1", isAvailable: false },
  ],
};

describeOnDrivers("a product's option groups", (t) => {
  let client: TestClient;
  let slug: string;
  const create = async (body: Record<string, unknown>): Promise<TProduct> => {
    const res = await client.post("/api/products", { name: "Tee", price: "20", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("are saved with the product, and a group tracking stock makes its quantity their sum", async () => {
    ({
      client,
      merchant: { businessSlug: slug },
    } = await registerMerchant(t.app));
    const tee = await create({ quantity: 99, optionGroups: [sizes([4, 0, 6]), extras] });
    expect(tee.quantity).toBe(10);
    expect(tee.optionGroups).toMatchObject([
      {
        name: "Size",
        selection: "single",
        required: true,
        minSelect: 1,
        maxSelect: 1,
        tracksStock: true,
        options: [
          { name: "S", priceDelta: "0.00", quantity: 4, isAvailable: true },
          { name: "M", priceDelta: "0.00", quantity: 0, isAvailable: true },
          { name: "L", priceDelta: "2.00", quantity: 6, isAvailable: true },
        ],
      },
      {
        name: "Extra",
        selection: "multiple",
        required: false,
        minSelect: 0,
        maxSelect: 2,
        tracksStock: false,
        options: [
          { name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
          { name: "Olives", priceDelta: "1.00", quantity: null, isAvailable: false },
        ],
      },
    ]);
    // Every read answers the same groups: the merchant's list and page, the store and the product page.
    const list: TProduct[] = (await client.get("/api/products")).json();
    expect(list.find((p) => p.id === tee.id)?.optionGroups).toEqual(tee.optionGroups);
    const page = (await client.get("/api/products/page?limit=50")).json();
    expect(page.products[0].optionGroups).toEqual(tee.optionGroups);
    const store = (await client.get(`/api/microsite/${slug}`)).json();
    expect(store.products.find((p: TProduct) => p.id === tee.id).optionGroups).toEqual(tee.optionGroups);
    const one = (await client.get(`/api/microsite/${slug}/product/${tee.id}`)).json();
    expect(one.optionGroups).toEqual(tee.optionGroups);
  });

  it("keep their ids across an edit, take new ones for new rows, and go when left out", async () => {
    const tee = await create({ optionGroups: [sizes([1, 1, 1]), extras] });
    const [size, extra] = tee.optionGroups!;
    const res = await client.put(`/api/products/${tee.id}`, {
      optionGroups: [
        {
          ...extra,
          options: [...extra!.options, { name: "Basil" }],
        },
        { ...size, options: size!.options.slice(0, 2).map((o) => ({ ...o, quantity: 5 })) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited: TProduct = res.json();
    expect(edited.optionGroups!.map((g) => g.id)).toEqual([extra!.id, size!.id]);
    expect(edited.optionGroups![0]!.options.slice(0, 2).map((o) => o.id)).toEqual(
      extra!.options.map((o) => o.id),
    );
    expect(edited.optionGroups![0]!.options[2]!.id).not.toBe(size!.options[2]!.id);
    expect(edited.optionGroups![1]!.options.map((o) => o.id)).toEqual(
      size!.options.slice(0, 2).map((o) => o.id),
    );
    expect(edited.quantity).toBe(10);

    // A quantity sent for the product itself does not override its variants' sum.
    const plain = (await client.put(`/api/products/${tee.id}`, { quantity: 3 })).json();
    expect(plain.quantity).toBe(10);

    const removed = (await client.put(`/api/products/${tee.id}`, { optionGroups: [] })).json();
    expect(removed).not.toHaveProperty("optionGroups");
  });

  it("never take over another product's option ids", async () => {
    const first = await create({ optionGroups: [extras] });
    const second = await create({ optionGroups: [{ ...first.optionGroups![0], name: "Extra" }] });
    expect(second.optionGroups![0]!.id).not.toBe(first.optionGroups![0]!.id);
    expect(second.optionGroups![0]!.options.map((o) => o.id)).not.toContain(
      first.optionGroups![0]!.options[0]!.id,
    );
    const again = (await client.get("/api/products")).json().find((p: TProduct) => p.id === first.id);
    expect(again.optionGroups).toEqual(first.optionGroups);
  });

  describe("refusals", () => {
    it.each([
      [[{ name: "Size", options: [] }], '"Size" needs at least one option'],
      [
        [sizes([1, 1, 1]), { ...sizes([1, 1, 1]), name: "Colour" }],
        "Only one option group per product can track stock",
      ],
      [
        [{ name: "Size", options: [{ name: "S", priceDelta: "-1" }] }],
        "Price change must be an amount from 0 to 99999999.99, with at most 2 decimals",
      ],
    ])("%j is a 400: %s", async (optionGroups, message) => {
      const res = await client.post("/api/products", { name: "Tee", price: "20", optionGroups });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });
  });

  it("leave a product without groups answering exactly as before", async () => {
    const plain = await create({});
    expect(plain).not.toHaveProperty("optionGroups");
    const one = (await client.get(`/api/microsite/${slug}/product/${plain.id}`)).json();
    expect(one).not.toHaveProperty("optionGroups");
  });
});
