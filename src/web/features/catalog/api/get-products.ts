/**
 * Every query of the merchant's products starts with this key (the catalog's pages, their ids, the
 * dashboard's summary), so one invalidation after any change refreshes them all. GET /api/products
 * itself, the whole catalog in one array, is no longer read by the web app.
 */
export const productsQueryKey = ["/api/products"] as const;
