import { EventEmitter } from "node:events";
import type { BackgroundFailures } from "#server/background-failures";
import type { EventBus } from "./event-bus";

/** One process: an in-memory emitter. */
export function createMemoryEventBus(failures: BackgroundFailures): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open dashboard
  return {
    async publish(channel, payload) {
      try {
        emitter.emit(channel, payload);
      } catch (err) {
        // A subscriber threw: the ones after it missed the message.
        failures.report("publish", err, `publishing on ${channel} failed`, { channel });
      }
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    // Nothing travels outside this process: nothing can be missed.
    watchDelivery: () => () => {},
    // Subscribers ran inside publish: every process (this one) has heard.
    heardEverywhere: async () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}
