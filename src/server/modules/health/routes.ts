import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";

export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/health", async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" };
  });
}
