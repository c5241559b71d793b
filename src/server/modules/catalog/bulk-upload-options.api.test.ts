import { expect, it } from "vitest";
import type { TBulkUploadResponse, TProduct } from "#contracts/catalog";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

/** The bulk upload's `options` column (issue 28): a product's option groups in one cell. */
describeOnDrivers("the bulk upload's options column", (t, driver) => {
  const upload = async (client: TestClient, csvData: string): Promise<TBulkUploadResponse> => {
    const res = await client.post("/api/products/bulk-upload", { csvData });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const products = async (client: TestClient) =>
    new Map(((await client.get("/api/products")).json() as TProduct[]).map((p) => [p.name, p]));

  it("saves each row's groups, a stock group's sum as the product's quantity whatever its cell says", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const csv = [
      "name,price,quantity,Options",
      'Margherita,8,,"Size [required]: Small=0|Large=3; Extra [multiple, max 2]: Cheese=1.5|Olives=1 (unavailable)|Basil=0"',
      'T-Shirt,20,99,"Size [stock]: S=0 (4)|M=0 (0)|L=2 (6, unavailable)"',
      "Mug,5,3,",
    ].join("\n");
    expect(await upload(client, csv)).toMatchObject({ successful: 3, failed: 0, errors: [] });
    const list = await products(client);
    expect(list.get("Margherita")).toMatchObject({
      quantity: null,
      optionGroups: [
        {
          name: "Size",
          selection: "single",
          required: true,
          minSelect: 1,
          maxSelect: 1,
          tracksStock: false,
          options: [
            { name: "Small", priceDelta: "0.00", quantity: null, isAvailable: true },
            { name: "Large", priceDelta: "3.00", quantity: null, isAvailable: true },
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
            { name: "Cheese", priceDelta: "1.50", isAvailable: true },
            { name: "Olives", priceDelta: "1.00", isAvailable: false },
            { name: "Basil", priceDelta: "0.00", isAvailable: true },
          ],
        },
      ],
    });
    const tee = list.get("T-Shirt")!;
    expect(tee.quantity).toBe(10);
    expect(tee.optionGroups).toMatchObject([
      {
        name: "Size",
        tracksStock: true,
        required: true,
        options: [
          { name: "S", quantity: 4, isAvailable: true },
          { name: "M", quantity: 0, isAvailable: true },
          { name: "L", priceDelta: "2.00", quantity: 6, isAvailable: false },
        ],
      },
    ]);
    expect(list.get("Mug")).not.toHaveProperty("optionGroups");
    expect(list.get("Mug")?.quantity).toBe(3);
    // The shopper's product page answers the same groups.
    const page = await client.get(`/api/microsite/${merchant.businessSlug}/product/${tee.id}`);
    expect(page.json().optionGroups).toEqual(tee.optionGroups);
  });

  it("fails only the rows with a bad cell, in the spec's per-row format", async () => {
    const { client } = await registerMerchant(t.app);
    const csv = [
      "name,price,options",
      "Good,1,Size: S=0|L=1",
      "No Options,2,Size:",
      "Bad Price,3,Size: Large=1.5.0",
      'Odd Setting,4,"Size [foo]: S=0"',
      'Two Stocks,5,"Size [stock]: S=0 (1); Colour [stock]: Red=0 (1)"',
      "Twice,6,Size: S=0; size: M=0",
      "No Equals,7,Size: Small",
      ",8,Size: S=0",
      "Also Good,9,",
    ].join("\n");
    const result = await upload(client, csv);
    expect(result).toMatchObject({
      successful: 2,
      failed: 7,
      errors: [
        { product: { name: "No Options" }, error: 'Options: "Size" has no options after ":"', row: 3 },
        {
          product: { name: "Bad Price" },
          error: 'Options: "1.5.0" is not a price change (option "Large" of "Size")',
          row: 4,
        },
        {
          product: { name: "Odd Setting" },
          error:
            'Options: unknown setting "foo" for "Size" (use single, multiple, required, optional, stock, min N, max N)',
          row: 5,
        },
        {
          product: { name: "Two Stocks" },
          error: "Options: Only one option group per product can track stock",
          row: 6,
        },
        { product: { name: "Twice" }, error: 'Options: Two option groups are both called "size"', row: 7 },
        {
          product: { name: "No Equals" },
          error: 'Options: write each option of "Size" as name=price change, e.g. Large=3',
          row: 8,
        },
        { product: { name: "Unknown product" }, error: "Product name is required", row: 9 },
      ],
    });
    expect([...(await products(client)).keys()]).toEqual(["Good", "Also Good"]);
  });

  it("leaves a file without the column exactly as before: no groups, the quantity as given", async () => {
    const { client } = await registerMerchant(t.app);
    expect(await upload(client, "name,price,quantity\nTea,4.5,7\nCake,3,\n")).toMatchObject({
      successful: 2,
      failed: 0,
      errors: [],
    });
    const list = await products(client);
    expect(list.get("Tea")).not.toHaveProperty("optionGroups");
    expect(list.get("Tea")).toMatchObject({ price: "4.50", quantity: 7 });
    expect(list.get("Cake")).toMatchObject({ quantity: null });
  });

  it("saves a name with a lone UTF-16 surrogate as the product form does, with U+FFFD", async () => {
    const { client } = await registerMerchant(t.app);
    expect(await upload(client, "name,price,options\nTea\ud800,1,Size\udc00: S\ud800x=0\n")).toMatchObject({
      successful: 1,
    });
    const [tea] = (await client.get("/api/products")).json() as TProduct[];
    expect([tea!.name, tea!.optionGroups![0]!.name, tea!.optionGroups![0]!.options[0]!.name]).toEqual([
      "Tea\uFFFD",
      "Size\uFFFD",
      "S\uFFFDx",
    ]);
  });

  it("lists the file's rows in its order, newest first", async () => {
    const { client } = await registerMerchant(t.app);
    await upload(client, "name,price\nZebra,1\nApple,1\nMango,1\n");
    const list: TProduct[] = (await client.get("/api/products")).json();
    expect(list.map((p) => p.name)).toEqual(["Zebra", "Apple", "Mango"]);
  });

  it("takes 2,000 rows with options in a few seconds: a few statements, not some per product", {
    tags: ["slow"],
  }, async () => {
    const { client } = await registerMerchant(t.app);
    const lines = ["name,price,quantity,options"];
    for (let i = 0; i < 2000; i++)
      lines.push(
        `Tee ${i},20,,"Size [stock]: S=0 (${i % 7})|M=0 (1)|L=2 (0, unavailable); Print [multiple, max 2]: Front=3|Back=3|Sleeve=1.50"`,
      );
    const started = performance.now();
    const result = await upload(client, lines.join("\n"));
    const ms = performance.now() - started;
    console.log(
      `[${driver}] bulk upload of 2,000 rows with 2 groups and 6 options each: ${Math.round(ms)} ms`,
    );
    expect(result).toMatchObject({ successful: 2000, failed: 0, errors: [] });
    // Typically 1 to 2 s on either driver; the bound is loose so a busy CI machine does not flake.
    expect(ms).toBeLessThan(10_000);
    const tee = (await products(client)).get("Tee 1999")!;
    expect(tee.quantity).toBe((1999 % 7) + 1);
    expect(tee.optionGroups?.map((g) => g.options.length)).toEqual([3, 3]);
  });
});
