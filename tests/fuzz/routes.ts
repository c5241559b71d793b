import type { FastifyInstance } from "fastify";

export interface RouteInfo {
  method: string;
  /** With Fastify's parameters, e.g. "/api/products/:productId". */
  path: string;
}

/**
 * Every route the app has, read from Fastify's own route tree (printRoutes), so a route added
 * later is fuzzed without anyone listing it. HEAD routes are left out: they mirror GET.
 */
export function routesOf(app: FastifyInstance): RouteInfo[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const routes: RouteInfo[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? "") + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim())) {
      if (method && method !== "HEAD") routes.push({ method, path });
    }
  }
  return routes;
}
