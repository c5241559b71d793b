import { describe, expect, it } from "vitest";
import { checkCsvFile, csvColumnWarnings, formatFileSize, previewCsvLines, splitCsvLine } from "./csv-file";

const MB = 1024 * 1024;

describe("CSV file checks", () => {
  it("accepts a .csv name or a text/csv type", () => {
    expect(checkCsvFile({ name: "Products.CSV", type: "", size: 10 })).toBeNull();
    expect(checkCsvFile({ name: "export", type: "text/csv", size: 10 })).toBeNull();
  });

  it("refuses other files with the spec's message", () => {
    expect(checkCsvFile({ name: "list.xlsx", type: "application/vnd.ms-excel", size: 10 })).toEqual({
      title: "Invalid file type",
      description: "Please select a valid CSV file.",
    });
  });

  it("refuses files over 10MB and says how big the file is", () => {
    expect(checkCsvFile({ name: "a.csv", type: "text/csv", size: 10 * MB })).toBeNull();
    expect(checkCsvFile({ name: "a.csv", type: "text/csv", size: 12.5 * MB })).toEqual({
      title: "File too large",
      description: "CSV file must be smaller than 10MB. Selected file is 12.50 MB.",
    });
  });
});

describe("CSV preview", () => {
  it("shows the first 10 lines", () => {
    const text = Array.from({ length: 25 }, (_, i) => `row${i}`).join("\n");
    const lines = previewCsvLines(text);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe("row0");
    expect(lines[9]).toBe("row9");
  });

  it("handles CRLF, a byte-order mark and trailing blank lines", () => {
    expect(previewCsvLines("\uFEFFname,price\r\nTea,2.50\r\n\r\n")).toEqual(["name,price", "Tea,2.50"]);
    expect(previewCsvLines("")).toEqual([]);
  });
});

describe("file size", () => {
  it("reads naturally at every scale", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(12_595)).toBe("12.3 KB");
    expect(formatFileSize(4.5 * MB)).toBe("4.50 MB");
  });
});

describe("CSV preview table and column warnings", () => {
  it("splits a line into cells, with quoted commas and doubled quotes", () => {
    expect(splitCsvLine('Tea,"4,50","Says ""hi""",')).toEqual(["Tea", "4,50", 'Says "hi"', ""]);
    expect(splitCsvLine("")).toEqual([""]);
  });

  it("names the columns the import will ignore and the required ones missing, whatever the case", () => {
    expect(csvColumnWarnings("Name, PRICE ,category,sku,Cost")).toEqual({
      unknown: ["sku", "cost"],
      missing: [],
    });
    expect(csvColumnWarnings("name,description")).toEqual({ unknown: [], missing: ["price"] });
    expect(
      csvColumnWarnings("name,price,description,quantity,category_id,discount_price,image_url,is_available"),
    ).toEqual({
      unknown: [],
      missing: [],
    });
  });
});
