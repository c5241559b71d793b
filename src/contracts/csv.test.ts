import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, csvDateTime, toCsv, zonedHeading } from "./csv";

describe("CSV writing", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    // Already guarded by hand: one more, so a reader that takes one off gets the value back.
    expect(csvCell("'=1")).toBe("''=1");
    expect(csvCell("'- note")).toBe("''- note");
  });

  it("leaves ordinary values alone and quotes what needs quoting", () => {
    expect(csvCell("Green Tea")).toBe("Green Tea");
    expect(csvCell("12.50")).toBe("12.50");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("'quoted'")).toBe("'quoted'");
  });

  it("writes rows a CSV parser reads back, formulas shown as text", () => {
    const rows = [
      ["name", "note"],
      ["Tea, green", "=1+1"],
      ['"Quoted"', "line\nbreak"],
    ];
    const csv = toCsv(rows);
    expect(csv.endsWith("\r\n")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.trimEnd(), { newline: "\r\n" }).data;
    expect(parsed).toEqual([
      ["name", "note"],
      ["Tea, green", "'=1+1"],
      ['"Quoted"', "line\nbreak"],
    ]);
  });

  it("writes an instant as the store's wall clock, the zone named in the heading", () => {
    expect(csvDateTime("2026-11-24T17:05:33.000Z", "America/New_York")).toBe("2026-11-24 12:05:33");
    expect(csvDateTime(new Date("2026-07-01T23:30:00Z"), "Europe/Madrid")).toBe("2026-07-02 01:30:00");
    expect(csvDateTime("2026-01-01T00:00:00Z", "UTC")).toBe("2026-01-01 00:00:00");
    expect(csvDateTime(null, "UTC")).toBe("");
    expect(zonedHeading("Placed at", "America/New_York")).toBe("Placed at (America/New_York)");
  });
});
