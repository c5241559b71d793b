import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { cookieOptions } from "./session";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route takes no anti-forgery token, as its caller is no browser and signs its requests. */
    csrf?: false;
  }
}

const BROWSER_COOKIE = "bid";
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Tokens are an HMAC of the session id (or, before sign-in, of a random per-browser cookie), so
 * they need no storage and anonymous shoppers create no rows. See docs/decisions/0002-csrf-tokens.md.
 */
const bindingOf = (request: FastifyRequest) =>
  request.sessionKey
    ? `s:${request.sessionKey}`
    : request.cookies[BROWSER_COOKIE]
      ? `b:${request.cookies[BROWSER_COOKIE]}`
      : null;

/**
 * Who is asking, as far as an anonymous shopper can be told apart: a digest of the same session or
 * browser cookie the anti-forgery token is bound to. Null without either cookie.
 */
export function clientIdentity(request: FastifyRequest): string | null {
  const binding = bindingOf(request);
  return binding ? createHash("sha256").update(`client:${binding}`).digest("hex") : null;
}

export function registerCsrf(app: FastifyInstance, secret: string) {
  const sign = (binding: string) =>
    createHmac("sha256", secret).update(`csrf:${binding}`).digest("base64url");

  app.get("/api/csrf-token", async (request, reply) => {
    // A session the database could not read (decision 0047): a token bound to the browser instead
    // would be refused once it is back. The outage's 503 instead, and the next ask gets the right one.
    if (request.sessionUnread) throw request.sessionUnread;
    let binding = bindingOf(request);
    if (!binding) {
      const browserId = randomBytes(24).toString("base64url");
      reply.setCookie(BROWSER_COOKIE, browserId, cookieOptions(request, YEAR_MS));
      binding = `b:${browserId}`;
    }
    reply.header("cache-control", "no-store");
    return { csrfToken: sign(binding) };
  });

  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    // A server-to-server call that proves itself otherwise (Stripe's signed webhook): no browser.
    if (request.routeOptions.config?.csrf === false) return;
    const sent = request.headers["x-csrf-token"];
    const binding = bindingOf(request);
    const expected = binding ? Buffer.from(sign(binding)) : null;
    const given = typeof sent === "string" ? Buffer.from(sent) : null;
    if (!expected || !given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(403).send({ message: "Invalid or missing CSRF token" });
    }
  });
}
