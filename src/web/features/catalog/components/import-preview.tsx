import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { importFormatRecognised, type TBulkUploadPreview } from "#contracts/catalog-import";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? "" : "s"}`;

/** "5 products, 7 options · 2 rows skipped · 1 row with errors": what the file holds. */
export function importCountsLine(counts: TBulkUploadPreview["counts"], failed: number): string {
  const parts = [`${plural(counts.products, "product")}, ${plural(counts.options, "option")}`];
  if (counts.skipped > 0) parts.push(`${plural(counts.skipped, "row")} skipped`);
  if (failed > 0) parts.push(`${plural(failed, "row")} with errors`);
  return parts.join(" · ");
}

/**
 * What the upload will make of the file before anything is written (issue 48): the format its header
 * was recognised as, the counts, and the first products as they will be created.
 */
export function ImportPreview({ preview }: { preview: TBulkUploadPreview }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const { format, products, counts, errors } = preview;
  return (
    <div className="grid gap-1.5" data-testid="import-preview">
      <p className="flex items-start gap-1.5 text-sm" data-testid="import-format">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
        <span>
          <span className="font-medium text-emerald-800">{importFormatRecognised(format)}</span>
          <span className="text-slate-600">: {importCountsLine(counts, errors.length)}</span>
        </span>
      </p>
      {products.length > 0 && (
        <section
          className="max-h-56 overflow-auto rounded-lg border border-slate-200"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label="Products to be created"
        >
          <table className="w-full text-start text-xs">
            <thead className="sticky top-0 bg-slate-100">
              <tr>
                {["Product", "Price", "Category", "Options", "Stock"].map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="whitespace-nowrap px-2 py-1.5 text-start font-semibold"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.row} className="border-t border-slate-100 align-top">
                  <td className="px-2 py-1">
                    <span className="font-medium">{p.name}</span>
                    {!p.isAvailable && <span className="block text-slate-500">Not available</span>}
                  </td>
                  <td className="whitespace-nowrap px-2 py-1">
                    {p.discountPrice ? (
                      <>
                        {formatMoney(p.discountPrice, money)}{" "}
                        <s className="text-slate-500">
                          <span className="sr-only">was </span>
                          {formatMoney(p.price, money)}
                        </s>
                      </>
                    ) : (
                      formatMoney(p.price, money)
                    )}
                  </td>
                  <td className="px-2 py-1">{p.category ?? "—"}</td>
                  <td className="max-w-48 px-2 py-1 text-slate-700">{p.options || "—"}</td>
                  <td className="whitespace-nowrap px-2 py-1">{p.quantity ?? "Not tracked"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {products.length < counts.products && (
        <p className="text-xs text-slate-500">
          The first {products.length} of {plural(counts.products, "product")}.
        </p>
      )}
    </div>
  );
}
