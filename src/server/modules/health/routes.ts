import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "#server/deps";

export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Probes hit this every few seconds; logging each one would drown the real requests.
  app.get("/api/health", { logLevel: "silent" }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" };
  });
}
