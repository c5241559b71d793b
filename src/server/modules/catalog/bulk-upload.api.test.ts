import { expect, it } from "vitest";
import type { TBulkUploadResponse, TProduct } from "#contracts/catalog";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

describeOnDrivers("product CSV bulk upload", (t, driver) => {
  const upload = (client: TestClient, csvData: string) =>
    client.post("/api/products/bulk-upload", { csvData });
  const byName = (list: TProduct[]) => new Map(list.map((p) => [p.name, p]));

  it("creates the good rows and reports each bad one", async () => {
    const { client } = await registerMerchant(t.app);
    const category = (await client.post("/api/categories", { name: "Tea" })).json();
    const other = await registerMerchant(t.app);
    const foreign = (await other.client.post("/api/categories", { name: "Theirs" })).json();

    const csv = [
      "\uFEFFNAME , Price ,Description,QUANTITY,Category_ID,Discount_Price,Image_URL,Is_Available",
      `"Green Tea, loose",4.5,"Fresh leaves, ""first flush""\r\nfrom Darjeeling",12,${category.id},3.99,https://example.com/t.jpg,yes`,
      "Mug,8,,,,,,",
      ",3,no name,,,,,",
      "Free Lunch,,,,,,,",
      "Spoon,1.999,,,,,,",
      "Fork,2,,-1,,,,",
      `Knife,2,,,${foreign.id},,,`,
      "Plate,2,,,,,,sometimes",
      "Bowl,3,,5,,,,0",
    ].join("\r\n");
    const res = await upload(client, csv);
    expect(res.statusCode).toBe(200);
    const body: TBulkUploadResponse = res.json();
    expect(body.successful).toBe(3);
    expect(body.failed).toBe(6);
    expect(body.errors.map((e) => [e.product.name, e.error])).toEqual([
      ["Unknown product", "Product name is required"],
      ["Free Lunch", "Price is required"],
      ["Spoon", "Please enter a valid price"],
      ["Fork", "Quantity cannot be negative"],
      ["Knife", "The selected category does not exist"],
      ["Plate", "is_available must be true, false, yes, no, 1 or 0"],
    ]);
    expect(body.errors[0]!.row).toBe(4);

    const created = byName((await client.get("/api/products")).json());
    expect([...created.keys()].sort()).toEqual(["Bowl", "Green Tea, loose", "Mug"]);
    expect(created.get("Green Tea, loose")).toMatchObject({
      description: 'Fresh leaves, "first flush"\r\nfrom Darjeeling',
      price: "4.50",
      discountPrice: "3.99",
      quantity: 12,
      categoryId: category.id,
      imageUrl: "https://example.com/t.jpg",
      isAvailable: true,
    });
    // No quantity given: not tracked, so the storefront sells it (decision 0011).
    expect(created.get("Mug")).toMatchObject({
      price: "8.00",
      quantity: null,
      isAvailable: true,
      description: null,
    });
    expect(created.get("Bowl")).toMatchObject({ quantity: 5, isAvailable: false });
    expect((await other.client.get("/api/products")).json()).toEqual([]);
  });

  it("accepts LF files with only the required columns", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await upload(client, "price,name\n1,A\n2.5,B\n");
    expect(res.json()).toMatchObject({ successful: 2, failed: 0, errors: [] });
  });

  it("takes a category column by name: existing ones match whatever the case, missing ones are made once", async () => {
    const { client } = await registerMerchant(t.app);
    const tea = (await client.post("/api/categories", { name: "Tea" })).json();
    const csv = [
      "name,price,category",
      "Green Tea,4.5,tea",
      "Black Tea,4,  TEA ",
      "Scone,3,Bakery",
      "Muffin,3,bakery",
      "Water,1,",
      `Odd,1,${"x".repeat(101)}`,
    ].join("\n");
    const res = await upload(client, csv);
    expect(res.json()).toMatchObject({ successful: 5, failed: 1 });
    expect(res.json().errors).toEqual([
      { product: { name: "Odd" }, error: "Category name must be at most 100 characters", row: 7 },
    ]);
    const categories = (await client.get("/api/categories")).json() as { id: string; name: string }[];
    // The new one goes after the store's last (issue 42).
    expect(categories.map((c) => c.name)).toEqual(["Tea", "Bakery"]);
    const bakery = categories.find((c) => c.name === "Bakery")!;
    const products = byName((await client.get("/api/products")).json());
    expect(products.get("Green Tea")?.categoryId).toBe(tea.id);
    expect(products.get("Black Tea")?.categoryId).toBe(tea.id);
    expect(products.get("Scone")?.categoryId).toBe(bakery.id);
    expect(products.get("Muffin")?.categoryId).toBe(bakery.id);
    expect(products.get("Water")?.categoryId).toBeNull();
  });

  it("makes at most 100 new categories from one file", async () => {
    const { client } = await registerMerchant(t.app);
    const rows = Array.from({ length: 101 }, (_, i) => `P${i},1,Category ${i}`);
    const res = await upload(client, ["name,price,category", ...rows].join("\n"));
    expect(res.json()).toMatchObject({ successful: 100, failed: 1 });
    expect(res.json().errors[0].error).toBe(
      "This file names more than 100 new categories. Create some first, or name fewer.",
    );
    expect((await client.get("/api/categories")).json()).toHaveLength(100);
  });

  it.each([
    ["", 400, "The CSV file is empty."],
    ["name,description\nTea,Nice\n", 400, /missing the required column price/],
    ["sku,cost\n1,2\n", 400, /missing the required columns name and price/],
  ])("refuses %j", async (csv, status, message) => {
    const { client } = await registerMerchant(t.app);
    const res = await upload(client, csv);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it("refuses a body without csvData", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/products/bulk-upload", { csv: "name,price" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("csvData must be the CSV text");
  });

  it("refuses CSV text over 10 MB with 413", async () => {
    const { client } = await registerMerchant(t.app);
    const row = "Widget,1.00\n";
    const csv = `name,price\n${row.repeat(Math.ceil((10 * 1024 * 1024) / row.length) + 1)}`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(10 * 1024 * 1024);
    const res = await upload(client, csv);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("CSV file must be smaller than 10MB.");
    expect((await client.get("/api/products")).json()).toEqual([]);
  });

  it("refuses more than 10,000 products with 413 and creates none", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await upload(client, `name,price\n${"Widget,1\n".repeat(10_001)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      "A CSV file can contain at most 10,000 products. Please split it into smaller files.",
    );
    expect((await client.get("/api/products")).json()).toEqual([]);
  });

  it("creates 5,000 rows in a few seconds", { tags: ["slow"] }, async () => {
    const { client } = await registerMerchant(t.app);
    const lines = ["name,price,description,quantity,discount_price,is_available"];
    for (let i = 0; i < 5000; i++) {
      lines.push(
        `"Product ${i}, size M",${(i % 100) + 0.99},"Line one\nline two",${i % 50},,${i % 2 ? "yes" : "no"}`,
      );
    }
    const started = performance.now();
    const res = await upload(client, lines.join("\r\n"));
    const ms = performance.now() - started;
    console.log(`[${driver}] bulk upload of 5,000 rows: ${Math.round(ms)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successful: 5000, failed: 0, errors: [] });
    // Typically under 1 s on either driver; the bound is loose so a busy CI machine does not flake.
    expect(ms).toBeLessThan(10_000);
    const list: TProduct[] = (await client.get("/api/products")).json();
    expect(list).toHaveLength(5000);
    expect(byName(list).get("Product 4999, size M")).toMatchObject({
      price: "99.99",
      quantity: 49,
      isAvailable: true,
    });
  });

  it("serves the template as a CSV download that uploads cleanly", async () => {
    const res = await new TestClient(t.app).get("/api/bulk-upload-template");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="product-upload-template.csv"');
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "name,price,description,quantity,category_id,discount_price,image_url,is_available,options,max_per_order",
    );
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(res.body).toMatch(/"[^"]*,[^"]*"/);

    const { client } = await registerMerchant(t.app);
    expect((await upload(client, res.body)).json()).toMatchObject({ successful: 3, failed: 0, errors: [] });
  });
});

describeOnDrivers(
  "the per-store product limit",
  { config: { limits: { productsPerStore: 3 } } },
  (t, _driver) => {
    it("refuses a product past the limit with 409 and says what to do", async () => {
      const { client } = await registerMerchant(t.app);
      for (const name of ["One", "Two", "Three"]) {
        expect((await client.post("/api/products", { name, price: "1" })).statusCode).toBe(201);
      }
      const res = await client.post("/api/products", { name: "Four", price: "1" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Your store has reached its limit of 3 products. Delete products you no longer sell to add new ones.",
      );
      // Another store has its own allowance.
      const other = await registerMerchant(t.app);
      expect((await other.client.post("/api/products", { name: "Mine", price: "1" })).statusCode).toBe(201);
    });

    it("refuses a whole CSV upload that would pass the limit, and takes one that fits", async () => {
      const { client } = await registerMerchant(t.app);
      await client.post("/api/products", { name: "Existing", price: "1" });
      const tooMany = await client.post("/api/products/bulk-upload", {
        csvData: "name,price\nA,1\nB,1\nC,1\n",
      });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe(
        "This upload would take your store past its limit of 3 products (it has 1). Upload fewer rows or delete products first.",
      );
      expect((await client.get("/api/products")).json()).toHaveLength(1);
      const fits = await client.post("/api/products/bulk-upload", { csvData: "name,price\nA,1\nB,1\n" });
      expect(fits.json()).toMatchObject({ successful: 2, failed: 0 });
    });
  },
);
