import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { isUuid } from "#contracts/ids";
import { ROW_IDS, type RowId } from "#server/access/own-rows";
import { notFound } from "#server/errors";

/**
 * Path parameters that are not a row's id: text their own service checks (a slug, a tracking code, a
 * file key or name, a payment provider's session id, a staff invite's token).
 */
const TEXT_PARAMS: ReadonlySet<string> = new Set([
  "slug",
  "trackingCode",
  "key",
  "file",
  "sessionId",
  "token",
  // A step of a store's first-run path (issue 48): one of SETUP_STEPS, checked by the setup module.
  "step",
  // A store's own webhook address at a provider (Razorpay, issue 46): the delivery's signature with
  // that store's secret is its check, not a session (payments/razorpay-webhook.ts).
  "merchantId",
]);

const isRowId = (name: string): name is RowId => Object.hasOwn(ROW_IDS, name);

/** The path parameters of a route's address: "/api/merchant/orders/:orderId/status" has orderId. */
export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Every route's ids are checked here, once, before its handler: a parameter named in ROW_IDS must be
 * a uuid, or the route answers that row's 404, the same as for an unknown id or another merchant's
 * (the service's requireOwn). It runs after the route's own sign-in check (401 first) and before the
 * body is read, so a malformed id is a 404 whatever the body. A route whose parameter is neither a
 * row id nor known text is refused when it is registered: a new `/:id` cannot skip the check.
 */
export function registerRowIds(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const names = paramsOf(route.url);
    const unknown = names.filter((name) => !isRowId(name) && !TEXT_PARAMS.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `${route.method} ${route.url}: name the row its :${unknown[0]} is the id of (ROW_IDS in src/server/access/own-rows.ts)`,
      );
    }
    const ids = names.filter(isRowId);
    if (ids.length === 0) return;
    const check: onRequestHookHandler = async (request) => {
      const params = request.params as Record<string, string | undefined>;
      for (const name of ids) if (!isUuid(params[name] ?? "")) throw notFound(ROW_IDS[name]);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
}

/** The id in a route's parameter, already checked to be a uuid (registerRowIds). */
export const idOf = (request: FastifyRequest, param: RowId): string =>
  (request.params as Record<RowId, string>)[param];
