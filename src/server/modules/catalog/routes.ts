import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  ZBulkUploadRequest,
  ZCreateCategoryRequest,
  ZCreateProductRequest,
  ZUpdateCategoryRequest,
  ZUpdateProductRequest,
} from "#contracts/catalog";
import { ZBulkProductsRequest, ZCategoryOrderRequest } from "#contracts/catalog-admin";
import { MAX_CSV_BYTES } from "#contracts/catalog-messages";
import { ZProductIdsQuery, ZProductsPageQuery } from "#contracts/catalog-page";
import { may, permit } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordExport } from "#server/modules/audit/service";
import { sendCsv } from "#server/plugins/csv-download";
import { idOf } from "#server/plugins/row-ids";
import { requireMember, requireMerchant, requireStoreMoney } from "#server/plugins/session";
import { EXPORT_FILE_NAME } from "./catalog-export";
import * as service from "./service";
import { PRODUCT_CSV_TEMPLATE, TEMPLATE_FILE_NAME } from "./template";

/** The signed-in store's currency: its requests are read in it and its answers written in it. */
const currencyOf = (request: FastifyRequest) => requireStoreMoney(request).currency;

/** The signed-in member, for the activity log (decision 0059). */
const personOf = (request: FastifyRequest) => requireMember(request).personId;

// A missing body (no content type) reads as an empty form: each required field says what it needs.
const bodyOf = (request: FastifyRequest) => request.body ?? {};

/** Products, categories, CSV bulk upload and its template, and the catalog's CSV export. */
export async function catalogRoutes(app: FastifyInstance, { db, config, storage, failures }: AppDeps) {
  const productLimit = config.limits.productsPerStore;
  app.get("/api/products", may("catalog.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listProducts(db, requireMerchant(request), currencyOf(request));
  });

  // The whole catalog as a CSV file, in the format the bulk upload reads (issue 28).
  app.get("/api/products/export", may("catalog.view"), async (request, reply) => {
    const member = requireMember(request);
    const csv = await service.exportProductsCsv(db, member.merchantId, currencyOf(request));
    await recordExport(db, member, "products");
    return sendCsv(reply, EXPORT_FILE_NAME, csv);
  });

  // The catalog screen: a page searched, filtered and sorted here, with the whole catalog's counts.
  app.get("/api/products/page", may("catalog.view"), async (request, reply) => {
    const query = ZProductsPageQuery.parse(request.query);
    reply.header("cache-control", "private, no-store");
    // Sorted as the store's language sorts names (issue 45).
    const locale = request.storeLocale ?? requireStoreMoney(request).locale;
    return service.listProductsPage(db, requireMerchant(request), query, currencyOf(request), locale);
  });

  // "Select all N matching": every id the same search and filter select.
  app.get("/api/products/ids", may("catalog.view"), async (request, reply) => {
    const filter = ZProductIdsQuery.parse(request.query);
    reply.header("cache-control", "private, no-store");
    return service.listProductIds(db, requireMerchant(request), filter, productLimit);
  });

  app.post("/api/products", may("catalog.edit"), async (request, reply) => {
    const currency = currencyOf(request);
    const input = ZCreateProductRequest(currency).parse(bodyOf(request));
    return reply
      .status(201)
      .send(
        await service.createProduct(
          db,
          requireMerchant(request),
          input,
          currency,
          productLimit,
          personOf(request),
        ),
      );
  });

  app.put("/api/products/:productId", may("catalog.availability"), async (request) => {
    const currency = currencyOf(request);
    const patch = ZUpdateProductRequest(currency).parse(bodyOf(request));
    // The orders role switches availability only; any other field is a catalog edit (decision 0059).
    if (Object.keys(patch).some((field) => field !== "isAvailable")) permit(request, "catalog.edit");
    return service.updateProduct(
      db,
      storage,
      failures,
      requireMerchant(request),
      idOf(request, "productId"),
      patch,
      currency,
      personOf(request),
    );
  });

  app.delete("/api/products/:productId", may("catalog.edit"), async (request) => {
    const productId = idOf(request, "productId");
    await service.deleteProduct(
      db,
      storage,
      failures,
      requireMerchant(request),
      productId,
      currencyOf(request),
      personOf(request),
    );
    return { message: "Product deleted" };
  });

  app.post("/api/products/bulk", may("catalog.availability"), async (request) => {
    const input = ZBulkProductsRequest.parse(bodyOf(request));
    if (input.action !== "available" && input.action !== "unavailable") permit(request, "catalog.edit");
    return service.bulkUpdateProducts(
      db,
      storage,
      failures,
      requireMerchant(request),
      input,
      personOf(request),
    );
  });

  app.get("/api/categories", may("catalog.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.listCategories(db, requireMerchant(request));
  });

  app.post("/api/categories", may("catalog.edit"), async (request, reply) => {
    const input = ZCreateCategoryRequest.parse(bodyOf(request));
    return reply.status(201).send(await service.createCategory(db, requireMerchant(request), input));
  });

  app.put("/api/categories/order", may("catalog.edit"), async (request) => {
    const { ids } = ZCategoryOrderRequest.parse(bodyOf(request));
    return service.reorderCategories(db, requireMerchant(request), ids);
  });

  app.put("/api/categories/:categoryId", may("catalog.edit"), async (request) => {
    const patch = ZUpdateCategoryRequest.parse(bodyOf(request));
    return service.updateCategory(db, requireMerchant(request), idOf(request, "categoryId"), patch);
  });

  app.delete("/api/categories/:categoryId", may("catalog.edit"), async (request) => {
    await service.deleteCategory(db, requireMerchant(request), idOf(request, "categoryId"));
    return { message: "Category deleted" };
  });

  // JSON escaping can double a CSV's size (quotes, line breaks), so the body may exceed the
  // app-wide 1 MB limit and twice MAX_CSV_BYTES is allowed here; the service enforces the real
  // 10 MB limit on the CSV text itself, with a clear message.
  app.post(
    "/api/products/bulk-upload",
    { ...may("catalog.edit"), bodyLimit: 2 * MAX_CSV_BYTES + 64 * 1024 },
    async (request) => {
      const { csvData } = ZBulkUploadRequest.parse(bodyOf(request));
      return service.bulkUploadProducts(
        db,
        requireMerchant(request),
        csvData,
        currencyOf(request),
        productLimit,
        personOf(request),
      );
    },
  );

  // What the upload would make of the file (issue 48 item 4), nothing written: the dialog shows it first.
  app.post(
    "/api/products/bulk-upload/preview",
    { ...may("catalog.edit"), bodyLimit: 2 * MAX_CSV_BYTES + 64 * 1024 },
    async (request) => {
      const { csvData } = ZBulkUploadRequest.parse(bodyOf(request));
      return service.previewBulkUpload(db, requireMerchant(request), csvData, currencyOf(request));
    },
  );

  app.get("/api/bulk-upload-template", async (_request, reply) =>
    sendCsv(reply, TEMPLATE_FILE_NAME, PRODUCT_CSV_TEMPLATE, "no-cache"),
  );
}
