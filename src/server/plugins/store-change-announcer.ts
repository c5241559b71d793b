import type { FastifyInstance } from "fastify";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange, type StoreChangeScope } from "#server/events/store-changes";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What a successful write on this route changes of the signed-in merchant's public store:
     * "store" when unset. "none" for writes whose effect the public never sees (a session),
     * "stock" for writes that change quantities alone.
     */
    storeChange?: StoreChangeScope | "none";
  }
}

/** Route config for a write that changes nothing the public sees. */
export const changesNothingPublic = { storeChange: "none" } as const;
/** Route config for a write that changes stock alone (an order's status: cancelling restores units). */
export const changesStockOnly = { storeChange: "stock" } as const;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every successful write by a signed-in merchant may change what their store shows (catalog, ads,
 * zones, settings), so each one announces a change of that store, unless its route says it changes
 * less (`storeChange` in its config). Announcing is the default so that a new write route cannot
 * forget it; a route that opts out states so where it is declared, not in a list kept here. Sign-in
 * and sign-out opt out: before they did, each merchant's sign-in dropped the marketplace and every
 * answer of their store on every process.
 * It runs before the response is sent, so a merchant who saves and then opens the store sees it.
 */
export function registerStoreChangeAnnouncer(app: FastifyInstance, events: EventBus) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (READS.has(request.method) || !request.merchantId || reply.statusCode >= 400) return payload;
    const scope = request.routeOptions.config?.storeChange ?? "store";
    if (scope !== "none") await announceStoreChange(events, request.merchantId, scope);
    return payload;
  });
}
