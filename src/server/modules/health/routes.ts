import type { FastifyInstance } from "fastify";
import type { AppDeps } from "#server/deps";
import { readiness } from "./service";

export async function healthRoutes(app: FastifyInstance, { db, webDir }: AppDeps & { webDir: string }) {
  // Liveness: 200 while the process runs and answers, whatever its database does (decision 0047).
  // A probe that restarts a process on a failed check must not restart every replica at once when
  // the database is away: they recover by themselves when it is back. Readiness says the rest.
  // Probes hit these every few seconds; logging each one would drown the real requests.
  app.get("/api/health", { logLevel: "silent" }, async () => ({ status: "ok" }));

  // Readiness: a load balancer sends traffic only once this is 200; 503 names the failed checks.
  app.get("/api/health/ready", { logLevel: "silent" }, async (_request, reply) => {
    const answer = await readiness(db, webDir);
    return reply.status(answer.ready ? 200 : 503).send(answer);
  });
}
