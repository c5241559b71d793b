import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors";
import { readCatalogFile } from "./read-catalog-file";

describe("readCatalogFile", () => {
  it("reads our own columns as parseProductCsv does, with no rows passed over", () => {
    const file = readCatalogFile("\uFEFFname,price\nTea,4.5\n", "USD");
    expect(file).toMatchObject({
      format: "storelaunch",
      skipped: [],
      records: [{ row: 2, name: "Tea", ok: true }],
    });
  });

  it("keeps today's missing-columns message for a header it does not know", () => {
    expect(() => readCatalogFile("sku,cost\n1,2\n", "USD")).toThrow(
      "The CSV file is missing the required columns name and price. The first row must name the columns, including name and price.",
    );
    expect(() => readCatalogFile("", "USD")).toThrow("The CSV file is empty.");
  });

  it("refuses an export with more than 10,000 products with a 413", () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `Item ${i},Regular,${i % 50}.00`);
    const error = (() => {
      try {
        readCatalogFile(["Item Name,Variation Name,Price", ...rows].join("\n"), "USD");
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      message: "A CSV file can contain at most 10,000 products. Please split it into smaller files.",
    });
  });

  it("names a row with an unmatched quote in an export", () => {
    const file = readCatalogFile('Item Name,Variation Name,Price\nTea,Regular,3\n"Cake,Regular,4\n', "USD");
    expect(file.records[1]).toMatchObject({ ok: false, row: 3 });
  });
});
