import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "#server/deps";
import { readiness } from "./service";

export async function healthRoutes(app: FastifyInstance, { db, webDir }: AppDeps & { webDir: string }) {
  // Liveness. Probes hit these every few seconds; logging each one would drown the real requests.
  app.get("/api/health", { logLevel: "silent" }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" };
  });

  // Readiness: a load balancer sends traffic only once this is 200; 503 names the failed checks.
  app.get("/api/health/ready", { logLevel: "silent" }, async (_request, reply) => {
    const answer = await readiness(db, webDir);
    return reply.status(answer.ready ? 200 : 503).send(answer);
  });
}
