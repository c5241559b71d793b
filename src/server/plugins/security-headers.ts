import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's response headers for `options`, worked out once. @fastify/helmet builds helmet anew, and
 * parses the CSP again, on every request: a tenth of the CPU of serving a cached store answer. Our
 * headers depend on nothing in the request (no nonces, no per-route options), so one set serves all.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer carries `headers` (securityHeaders' result). */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
