import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TBulkUploadResponse } from "#contracts/catalog";
import type { TBulkUploadPreview } from "#contracts/catalog-import";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { BulkUploadDialog } from "./bulk-upload-dialog";

function Dialog() {
  const [open, setOpen] = useState(true);
  return <BulkUploadDialog open={open} onOpenChange={setOpen} />;
}

const SHOPIFY_CSV =
  "Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Variant Price,Variant Compare At Price\n" +
  "tee,Tee,<p>Soft</p>,Shirts,Size,S,10,12\ntee,,,,,L,11,\n";

const PREVIEW: TBulkUploadPreview = {
  format: "shopify",
  products: [
    {
      row: 2,
      name: "Tee",
      price: "12.00",
      discountPrice: "10.00",
      category: "Shirts",
      options: "Size: S, L",
      quantity: null,
      isAvailable: true,
      imageUrl: null,
    },
  ],
  counts: { products: 1, options: 2, skipped: 1 },
  errors: [],
  skipped: [{ row: 4, name: "Gift Card", reason: "Gift cards are not imported" }],
};

const RESULT: TBulkUploadResponse = {
  successful: 1,
  failed: 0,
  errors: [],
  format: "shopify",
  counts: PREVIEW.counts,
  skipped: PREVIEW.skipped,
};

describe("the bulk upload dialog with another platform's export (issue 48 item 4)", () => {
  it("says which export it recognised and what each product becomes, then counts and lists skipped rows", async () => {
    const { requests } = mockFetch({
      "POST /api/products/bulk-upload/preview": { json: PREVIEW },
      "POST /api/products/bulk-upload": { json: RESULT },
    });
    const { user } = renderApp(<Dialog />);
    const dialog = within(screen.getByRole("dialog"));
    await user.upload(
      dialog.getByLabelText("CSV file"),
      new File([SHOPIFY_CSV], "products_export.csv", { type: "text/csv" }),
    );

    expect((await dialog.findByTestId("import-format")).textContent).toContain(
      "Shopify export recognised: 1 product, 2 options · 1 row skipped",
    );
    const table = within(dialog.getByRole("region", { name: "Products to be created" }));
    expect(table.getByRole("row", { name: /Tee/ }).textContent).toContain(
      "Tee$10.00 was $12.00ShirtsSize: S, LNot tracked",
    );
    // Shopify's columns are not ours: no warning that name and price are missing.
    expect(dialog.queryByTestId("csv-warnings")).toBeNull();
    expect(requests.find((r) => r.url.endsWith("/preview"))?.body).toEqual({ csvData: SHOPIFY_CSV });

    await user.click(dialog.getByRole("button", { name: "Upload Products" }));
    expect((await dialog.findByTestId("bulk-result-counts")).textContent).toContain(
      "Shopify export recognised: 1 product, 2 options · 1 row skipped",
    );
    expect(dialog.getByTestId("bulk-result-skipped").textContent).toContain(
      "Gift Card (row 4): Gift cards are not imported",
    );
    await waitFor(() => expect(screen.getAllByText("Bulk upload completed").length).toBeGreaterThan(0));
  });

  it("keeps our own columns' warnings and the raw preview when the preview is refused", async () => {
    mockFetch({
      "POST /api/products/bulk-upload/preview": { status: 400, body: { message: "missing columns" } },
    });
    const { user } = renderApp(<Dialog />);
    const dialog = within(screen.getByRole("dialog"));
    await user.upload(
      dialog.getByLabelText("CSV file"),
      new File(["sku,cost\n1,2\n"], "x.csv", { type: "text/csv" }),
    );
    expect((await dialog.findByTestId("csv-warnings")).textContent).toContain(
      "Missing the required columns name and price",
    );
    expect(dialog.queryByTestId("import-preview")).toBeNull();
  });
});
