/**
 * GET /api/products/export answers the whole catalog as a CSV attachment, in the columns the bulk
 * upload reads (options included), so a file downloaded and uploaded again changes nothing.
 */
export const PRODUCTS_EXPORT_URL = "/api/products/export";
