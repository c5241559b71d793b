import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors";
import { parseAvailability, parseProductCsv } from "./product-csv";
import { PRODUCT_CSV_TEMPLATE } from "./template";

describe("parseProductCsv", () => {
  it("reads a BOM, CRLF, padded upper-case headers, quoted commas, quotes and line breaks", () => {
    const csv =
      '\uFEFF Name ,PRICE, Description ,Quantity\r\n"Tea, green",4.5,"Says ""hi""\r\nand more",3\r\nCake,2,,\r\n';
    const records = parseProductCsv(csv, "USD");
    expect(records).toEqual([
      {
        row: 2,
        name: "Tea, green",
        ok: true,
        input: {
          name: "Tea, green",
          price: "4.50",
          description: 'Says "hi"\r\nand more',
          quantity: 3,
          categoryId: null,
          discountPrice: null,
          imageUrl: null,
          isAvailable: true,
          maxPerOrder: null,
          optionGroups: [],
          translations: {},
        },
        categoryName: null,
      },
      expect.objectContaining({
        row: 3,
        ok: true,
        // A blank quantity cell: stock not tracked (decision 0011).
        input: expect.objectContaining({ name: "Cake", quantity: null }),
      }),
    ]);
  });

  it("reports bad rows by product name, or 'Unknown product', with the create messages", () => {
    const csv = [
      "name,price,quantity,discount_price,is_available",
      ",5,1,,",
      "No Price,,1,,",
      "Bad Price,abc,1,,",
      "Negative,5,-2,,",
      "Bad Discount,5,1,1.234,",
      "Bad Flag,5,1,,maybe",
      "Shifted, large,5,1,2,yes",
      "Dearer Discount,10,1,50,yes",
      "Fine,5,1,4,no",
    ].join("\n");
    const records = parseProductCsv(csv, "USD");
    expect(records.filter((r) => !r.ok).map((r) => [r.row, r.name, !r.ok && r.error])).toEqual([
      [2, "Unknown product", "Product name is required"],
      [3, "No Price", "Price is required"],
      [4, "Bad Price", "Please enter a valid price"],
      [5, "Negative", "Quantity cannot be negative"],
      [6, "Bad Discount", "Please enter a valid price"],
      [7, "Bad Flag", "is_available must be true, false, yes, no, 1 or 0"],
      [8, "Shifted", expect.stringMatching(/6 fields but the header has 5/)],
      [9, "Dearer Discount", "The discount price must be lower than the price"],
    ]);
    const fine = records.find((r) => r.name === "Fine");
    expect(fine).toMatchObject({
      ok: true,
      input: { price: "5.00", discountPrice: "4.00", isAvailable: false },
    });
  });

  it("skips blank lines and reports an unterminated quote", () => {
    const records = parseProductCsv('name,price\n\nA,1\n , \n"B,2\nC,3\n', "USD");
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ row: 3, ok: true });
    expect(records[1]).toMatchObject({ row: 5, ok: false, error: expect.stringMatching(/unmatched quote/) });
  });

  it.each([
    ["", /empty/],
    [" \r\n \n", /empty/],
    ["name,description\nA,b", /missing the required column price/],
    ["title,cost\nA,1", /missing the required columns name and price/],
    ["name;price\nA;1", /missing the required columns name and price/],
  ])("refuses %j with a clear 400", (csv, message) => {
    let caught: unknown;
    try {
      parseProductCsv(csv, "USD");
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).statusCode).toBe(400);
    expect((caught as AppError).message).toMatch(message);
  });

  it("takes up to 10,000 products and refuses more with a 413", () => {
    const rows = (n: number) => `name,price\n${"Widget,1\n\n".repeat(n)}`;
    expect(parseProductCsv(rows(10_000), "USD")).toHaveLength(10_000);
    expect(() => parseProductCsv(rows(10_001), "USD")).toThrow(
      expect.objectContaining({
        statusCode: 413,
        message: "A CSV file can contain at most 10,000 products. Please split it into smaller files.",
      }),
    );
  });

  it("takes up to 100,000 options and refuses more with a 413", { tags: ["slow"] }, () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => `O${i}=0`).join("|");
    // 1,666 rows of 60 options, then one of 40: 100,000 in all.
    const file = (last: number) =>
      `name,price,options\n${`Pizza,1,A: ${options(30)}; B: ${options(30)}\n`.repeat(1666)}` +
      `Last,1,A: ${options(30)}; B: ${options(last - 30)}\n`;
    expect(parseProductCsv(file(40), "USD").filter((r) => r.ok)).toHaveLength(1667);
    expect(() => parseProductCsv(file(41), "USD")).toThrow(
      expect.objectContaining({
        statusCode: 413,
        message: "A CSV file can contain at most 100,000 options. Please split it into smaller files.",
      }),
    );
  });

  it("trims padded values, as a spreadsheet exported with spaces after commas", () => {
    const records = parseProductCsv(
      "name, price, quantity, is_available, image_url\nTea, 4.5, 3, no, /uploads/tea.png\n",
      "USD",
    );
    expect(records).toEqual([
      {
        row: 2,
        name: "Tea",
        ok: true,
        input: expect.objectContaining({
          name: "Tea",
          price: "4.50",
          quantity: 3,
          isAvailable: false,
          imageUrl: "/uploads/tea.png",
        }),
        categoryName: null,
      },
    ]);
  });

  it("reads a category by name from a category column, unless the row gives a category_id", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const records = parseProductCsv(
      `name,price,category,category_id\nTea,1, Drinks ,\nCake,2,Bakery,${id}\nPie,3,,\n`,
      "USD",
    );
    expect(records.map((r) => (r.ok ? [r.categoryName, r.input.categoryId] : r.error))).toEqual([
      ["Drinks", null],
      [null, id],
      [null, null],
    ]);
  });

  it("accepts trailing empty cells but refuses real extra values, naming both counts", () => {
    const records = parseProductCsv("name,price\nTea,4.5,,\nCake,2, , \nPie,3,,x\n", "USD");
    expect(records.map((r) => [r.row, r.name, r.ok])).toEqual([
      [2, "Tea", true],
      [3, "Cake", true],
      [4, "Pie", false],
    ]);
    expect(records[2]).toMatchObject({
      ok: false,
      error: "This row has 4 fields but the header has 2. Put quotes around values that contain commas.",
    });
  });

  it("tracks stock only where a quantity is given: a blank cell or no quantity column means not tracked, 0 means sold out", () => {
    const withColumn = parseProductCsv("name,price,quantity\nTea,4.5,\nCake,3,  \nPie,2,0\nJam,1,7\n", "USD");
    expect(withColumn.map((r) => (r.ok ? r.input.quantity : r.error))).toEqual([null, null, 0, 7]);
    const withoutColumn = parseProductCsv("name,price\nTea,4.5\n", "USD");
    expect(withoutColumn.map((r) => (r.ok ? r.input.quantity : r.error))).toEqual([null]);
  });

  it("reads a row shorter than the header as blank trailing cells", () => {
    const records = parseProductCsv("name,price,description,quantity,is_available\nTea,4.5\nCake\n", "USD");
    expect(records[0]).toMatchObject({
      row: 2,
      ok: true,
      input: { name: "Tea", price: "4.50", description: null, quantity: null, isAvailable: true },
    });
    expect(records[1]).toEqual({ row: 3, name: "Cake", ok: false, error: "Price is required" });
  });

  it("uses the first of two columns with the same name and ignores unnamed columns", () => {
    const records = parseProductCsv("name,price,,Price\nTea,4.5,junk,9\n", "USD");
    expect(records).toEqual([
      expect.objectContaining({ row: 2, ok: true, input: expect.objectContaining({ price: "4.50" }) }),
    ]);
  });

  it("says 'column' for one missing column and 'columns' for two", () => {
    expect(() => parseProductCsv("name\nTea", "USD")).toThrow(
      "The CSV file is missing the required column price. The first row must name the columns, including name and price.",
    );
    expect(() => parseProductCsv("title\nTea", "USD")).toThrow(
      "The CSV file is missing the required columns name and price. The first row must name the columns, including name and price.",
    );
  });

  it("parses its own template without errors", () => {
    const records = parseProductCsv(PRODUCT_CSV_TEMPLATE, "USD");
    expect(records.map((r) => r.ok)).toEqual([true, true, true]);
    expect(records[0]).toMatchObject({ name: "Classic T-Shirt", ok: true });
    // Sizes with their own stock, add-ons, and a product without options.
    expect(
      records.map((r) => (r.ok ? r.input.optionGroups.map((g) => [g.name, g.tracksStock]) : [])),
    ).toEqual([[["Size", true]], [["Extras", false]], []]);
  });

  describe("the options column", () => {
    const one = (options: string, columns = "name,price,options", values = `Pizza,8,"${options}"`) =>
      parseProductCsv(`${columns}\n${values}\n`, "USD")[0]!;

    it("reads a product's option groups, named in any case, as the product form's request", () => {
      const record = one(
        "",
        "Name,Price,OPTIONS",
        'Pizza,8,"Size [required]: Small=0|Large=3; Extra: Cheese=1.5"',
      );
      expect(record).toMatchObject({
        ok: true,
        input: {
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
            { name: "Extra", options: [{ name: "Cheese", priceDelta: "1.50" }] },
          ],
        },
      });
    });

    it("reads a blank cell, or no column, as a product without options", () => {
      expect(one("")).toMatchObject({ ok: true, input: { optionGroups: [] } });
      expect(one("", "name,price", "Pizza,8")).toMatchObject({ ok: true, input: { optionGroups: [] } });
    });

    it.each([
      ["Size: Large=1.5.0", 'Options: "1.5.0" is not a price change (option "Large" of "Size")'],
      [
        "Size [stock]: S=0 (1); Colour [stock]: Red=0 (1)",
        "Options: Only one option group per product can track stock",
      ],
      ["Size: S=0; size: M=0", 'Options: Two option groups are both called "size"'],
      ["Size: S=0|s=1", 'Options: "Size" has two options called "s"'],
      [
        "Sauce [multiple, min 3, max 3]: Red=0|White=0",
        'Options: "Sauce": customers must pick at least 3, but it has only 2 options',
      ],
      [
        "Sauce [multiple, min 3, max 2]: A=0|B=0|C=0",
        'Options: "Sauce": the minimum number of picks (3) is more than the maximum (2)',
      ],
      [
        "Size [multiple, stock]: S=0 (1)",
        'Options: "Size" tracks stock, so it must be a single, required choice',
      ],
      [`Size: ${"x".repeat(61)}=0`, "Options: Option name must be at most 60 characters"],
    ])("fails the row for %j: %s", (options, error) => {
      expect(one(options)).toEqual({ row: 2, name: "Pizza", ok: false, error });
    });

    it("names the row's other bad cells first", () => {
      expect(one("", "name,price,options", "Pizza,abc,Size")).toMatchObject({
        ok: false,
        error: "Please enter a valid price",
      });
      expect(one("", "name,price,options,quantity", "Pizza,8,Size,x")).toMatchObject({
        ok: false,
        error: "Quantity must be a whole number",
      });
    });
  });

  it("takes off the apostrophe a CSV export puts before a value a spreadsheet would run as a formula", () => {
    const records = parseProductCsv(
      [
        "name,price,description,options",
        `'=Formula Tea,1,"'- leaves\n- water",'-Size-: S=0`,
        "''@Handle,1,'+ plus,",
        "'Quoted',1,'text,",
      ].join("\n"),
      "USD",
    );
    expect(records.map((r) => (r.ok ? [r.input.name, r.input.description] : r.error))).toEqual([
      ["=Formula Tea", "- leaves\n- water"],
      ["'@Handle", "+ plus"],
      ["'Quoted'", "'text"],
    ]);
    expect(records[0]).toMatchObject({ input: { optionGroups: [{ name: "-Size-" }] } });
  });

  it.each([
    ["", true],
    ["TRUE", true],
    ["yes", true],
    ["1", true],
    ["Y", true],
    [" No ", false],
    ["n", false],
    ["false", false],
    ["0", false],
    ["maybe", null],
    [undefined, true],
  ])("reads is_available %j as %s", (text, expected) => {
    expect(parseAvailability(text)).toBe(expected);
  });
});
