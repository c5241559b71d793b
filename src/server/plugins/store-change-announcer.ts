import type { FastifyInstance } from "fastify";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every successful write by a signed-in merchant may change what their store shows (catalog, ads,
 * zones, settings, stock restored by a cancelled order), so each one announces a change of that
 * store. One hook instead of a call in every write service: a new write route cannot forget it.
 * It runs before the response is sent, so a merchant who saves and then opens the store sees it.
 */
export function registerStoreChangeAnnouncer(app: FastifyInstance, events: EventBus) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!READS.has(request.method) && request.merchantId && reply.statusCode < 400) {
      await announceStoreChange(events, request.merchantId);
    }
    return payload;
  });
}
