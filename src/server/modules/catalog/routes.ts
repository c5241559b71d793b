import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_CSV_BYTES } from "../../../contracts/catalog";
import type { AppDeps } from "../../app";
import { requireMerchant } from "../../plugins/session";
import * as service from "./service";
import { PRODUCT_CSV_TEMPLATE, TEMPLATE_FILE_NAME } from "./template";
import { toCategoryResponse } from "./to-category-response";
import { toProductResponse } from "./to-product-response";

/** Refuses before the body is read, so a signed-out caller cannot make the server parse it. */
const signedIn = {
  onRequest: async (request: FastifyRequest) => {
    requireMerchant(request);
  },
};
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Products, categories, CSV bulk upload and its template. */
export async function catalogRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/products", signedIn, async (request, reply) => {
    const rows = await service.listProducts(db, requireMerchant(request));
    reply.header("cache-control", "private, no-store");
    return rows.map(toProductResponse);
  });

  app.post("/api/products", signedIn, async (request, reply) => {
    const row = await service.createProduct(db, requireMerchant(request), request.body);
    return reply.status(201).send(toProductResponse(row));
  });

  app.put("/api/products/:id", signedIn, async (request) => {
    const row = await service.updateProduct(db, requireMerchant(request), idOf(request), request.body);
    return toProductResponse(row);
  });

  app.delete("/api/products/:id", signedIn, async (request) => {
    await service.deleteProduct(db, requireMerchant(request), idOf(request));
    return { message: "Product deleted" };
  });

  app.get("/api/categories", signedIn, async (request, reply) => {
    const rows = await service.listCategories(db, requireMerchant(request));
    reply.header("cache-control", "private, no-store");
    return rows.map(toCategoryResponse);
  });

  app.post("/api/categories", signedIn, async (request, reply) => {
    const row = await service.createCategory(db, requireMerchant(request), request.body);
    return reply.status(201).send(toCategoryResponse(row));
  });

  app.put("/api/categories/:id", signedIn, async (request) => {
    const row = await service.updateCategory(db, requireMerchant(request), idOf(request), request.body);
    return toCategoryResponse(row);
  });

  app.delete("/api/categories/:id", signedIn, async (request) => {
    await service.deleteCategory(db, requireMerchant(request), idOf(request));
    return { message: "Category deleted" };
  });

  // JSON escaping can double a CSV's size (quotes, line breaks), so the body may exceed the
  // app-wide 11 MB; the service enforces the real 10 MB limit on the CSV text with a clear message.
  app.post(
    "/api/products/bulk-upload",
    { ...signedIn, bodyLimit: 2 * MAX_CSV_BYTES + 64 * 1024 },
    async (request) => service.bulkUploadProducts(db, requireMerchant(request), request.body),
  );

  app.get("/api/bulk-upload-template", async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${TEMPLATE_FILE_NAME}"`)
      .header("cache-control", "no-cache")
      .send(PRODUCT_CSV_TEMPLATE),
  );
}
