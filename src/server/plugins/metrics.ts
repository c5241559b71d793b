import type { FastifyInstance } from "fastify";
import type { PoolStats } from "#server/db/client";
import { Counter, Gauge, Histogram, PROMETHEUS_CONTENT_TYPE, Registry } from "#server/metrics/registry";

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
 * path. Routes are labelled by their pattern ("/api/products/:id"), never the URL, so the number of
 * series stays bounded whatever clients send.
 */
export function registerMetrics(
  app: FastifyInstance,
  { enabled, poolStats }: { enabled: boolean; poolStats: () => PoolStats },
) {
  if (!enabled) {
    app.get("/metrics", { logLevel: "silent" }, async (request, reply) =>
      reply.status(404).send({ message: `Route ${request.method} /metrics not found` }),
    );
    return;
  }

  const registry = new Registry();
  const requests = registry.add(
    new Counter(
      "storefront_http_requests_total",
      "HTTP requests answered, by method, route pattern and status.",
    ),
  );
  const latency = registry.add(
    new Histogram(
      "storefront_http_request_duration_seconds",
      "Time to answer an HTTP request, by method and route pattern.",
      LATENCY_BUCKETS,
    ),
  );
  const ordersPlaced = registry.add(
    new Counter("storefront_orders_placed_total", "Orders placed through this process, by kind."),
  );
  for (const kind of Object.values(ORDER_ROUTES)) ordersPlaced.inc({ kind }, 0);

  registry.add(
    new Gauge(
      "storefront_db_pool_max_connections",
      "Connections the database pool may open (PGlite: 1).",
      () => [{ value: poolStats().max }],
    ),
  );
  registry.add(
    new Gauge(
      "storefront_db_pool_connections",
      "Open database connections by state (PGlite: one connection, its state not exposed).",
      () => {
        const stats = poolStats();
        if (stats.idle === null) return [{ labels: { state: "open" }, value: stats.total }];
        return [
          { labels: { state: "idle" }, value: stats.idle },
          { labels: { state: "in_use" }, value: stats.total - stats.idle },
        ];
      },
    ),
  );
  registry.add(
    new Gauge(
      "storefront_db_pool_waiting_queries",
      "Queries waiting for a free connection (PostgreSQL).",
      () => {
        const { waiting } = poolStats();
        return waiting === null ? [] : [{ value: waiting }];
      },
    ),
  );
  registry.add(
    new Gauge("process_resident_memory_bytes", "Resident memory of this process.", () => [
      { value: process.memoryUsage.rss() },
    ]),
  );
  const startedAt = Math.round(Date.now() / 1000 - process.uptime());
  registry.add(
    new Gauge("process_start_time_seconds", "When this process started (Unix time).", () => [
      { value: startedAt },
    ]),
  );

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
    reply.type(PROMETHEUS_CONTENT_TYPE).header("cache-control", "no-store").send(registry.render()),
  );
}
