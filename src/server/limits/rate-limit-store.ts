import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { CounterStore } from "./counter-store";

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin passes: its options, and for a route's child store the route as `routeInfo`. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store over our CounterStore, so per-IP limits are shared by every process on
 * PostgreSQL. The plugin makes one child store per route; each prefixes its keys with its route.
 */
export function rateLimitStoreFor(counters: CounterStore): FastifyRateLimitStoreCtor {
  return class CounterRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo;
      this.prefix = `rate:${route?.method ?? ""} ${route?.url ?? ""}:`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback) {
      counters.peek(this.prefix + key).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object) {
      return new CounterRateLimitStore(routeOptions as StoreOptions);
    }
  };
}
