import type { FastifyReply } from "fastify";
import { CSV_BOM } from "#contracts/csv";

/**
 * Sends a CSV file as a download, the one way every CSV export and template goes out: UTF-8 with its
 * byte-order mark first (so Excel reads "González" as written), an attachment named `fileName`, and
 * never kept by a shared cache unless `cacheControl` says otherwise (the public template).
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  csv: string,
  cacheControl = "private, no-store",
) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", cacheControl)
    .send(`${CSV_BOM}${csv}`);
}
