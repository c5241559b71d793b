import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BackgroundFailures } from "#server/background-failures";
import type { PoolStats } from "#server/db/client";

/** Seconds; from a cached page (a few ms) to a CSV upload of thousands of rows. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The routes that place an order, counted when they answer 201. Counted here, in this process,
 * rather than from the new-order event: on PostgreSQL that event reaches every process, so each
 * would count every order and a sum over the servers would be too high.
 */
const ORDER_ROUTES: Record<string, string> = {
  "POST /api/orders": "delivery",
  "POST /api/prescription-orders": "prescription",
};

/** Requests the router matched to no route (client-side pages, unknown paths) share one label. */
const NO_ROUTE = "(no route)";

/**
 * GET /metrics in Prometheus' text format when `enabled`; otherwise it answers 404 like any unknown
 * path. Routes are labelled by their pattern ("/api/products/:productId"), never the URL, so the number of
 * series stays bounded whatever clients send. Beside the app's own series, prom-client's default
 * collectors report the process: event-loop lag, garbage collection, heap, handles, memory, CPU
 * (decision 0016); and the failures of work nothing waited for (decision 0038).
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    enabled,
    poolStats,
    failures,
  }: { enabled: boolean; poolStats: () => PoolStats; failures: BackgroundFailures },
) {
  if (!enabled) {
    app.get("/metrics", { logLevel: "silent" }, async (request, reply) =>
      reply.status(404).send({ message: `Route ${request.method} /metrics not found` }),
    );
    return;
  }

  // The app's own registry, not prom-client's global one: tests build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { requests, latency, ordersPlaced } = requestMetrics(registry);
  registerPoolGauges(registry, poolStats);
  registry.registerMetric(failures.counter);

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    const kind = ORDER_ROUTES[`${method} ${route}`];
    if (kind && reply.statusCode === 201) ordersPlaced.inc({ kind });
  });

  // Scrapers call it every few seconds: its requests are counted but not logged.
  app.get("/metrics", { logLevel: "silent" }, async (_request, reply) =>
    reply
      .type(registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics()),
  );
}

function requestMetrics(registry: Registry) {
  const requests = new Counter({
    name: "storefront_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "storefront_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: "storefront_orders_placed_total",
    help: "Orders placed through this process, by kind.",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  // Both kinds from the start, at 0: a rate over a series that appears late misses its first orders.
  for (const kind of Object.values(ORDER_ROUTES)) ordersPlaced.inc({ kind }, 0);
  return { requests, latency, ordersPlaced };
}

/** The database pool, read at each scrape. PGlite is one in-process connection with no queue. */
function registerPoolGauges(registry: Registry, poolStats: () => PoolStats) {
  new Gauge({
    name: "storefront_db_pool_max_connections",
    help: "Connections the database pool may open (PGlite: 1).",
    registers: [registry],
    collect() {
      this.set(poolStats().max);
    },
  });
  new Gauge({
    name: "storefront_db_pool_connections",
    help: "Open database connections by state (PGlite: one connection, its state not exposed).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      this.reset();
      if (stats.idle === null) {
        this.set({ state: "open" }, stats.total);
        return;
      }
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "in_use" }, stats.total - stats.idle);
    },
  });
  // Registered only where there is a queue to report: PGlite shows no series rather than a false 0.
  if (poolStats().waiting === null) return;
  new Gauge({
    name: "storefront_db_pool_waiting_queries",
    help: "Queries waiting for a free connection (PostgreSQL).",
    registers: [registry],
    collect() {
      this.set(poolStats().waiting ?? 0);
    },
  });
}
