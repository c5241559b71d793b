import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { isAppRoute } from "#contracts/app-routes";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import { TEXT_MESSAGES } from "#contracts/text";
import { databaseErrorCode } from "#server/db/error-code";
import { isDatabaseUnreachable } from "#server/db/unreachable";
import { AppError } from "#server/errors";
import { isConsolePage } from "#server/plugins/session";
import { sendTextBody } from "#server/text-body";
import { UNREACHABLE_PAGE, UNREACHABLE_RETRY_AFTER_SECONDS } from "./unreachable-page";
import type { IndexHtmlRenderer } from "./web-app";

/**
 * A page's type, with its encoding: the page's own <meta charset> must come within its first 1,024
 * bytes to count, and the held-taps script now comes before it (first-screen.ts).
 */
const HTML = "text/html; charset=utf-8";

/**
 * Every error leaves as `{ message }` so the web client's "status: body" text reads well.
 * Unknown errors are logged and answered with a generic 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError | Error, request, reply) => {
    // The database is away (decision 0047): a 503 that says to try again, never a 500; a page gets
    // the web app's own page for it. Before the rest: whatever wrapped the failure, this is the news,
    // unless the app already said what failed (file storage's own 503 wraps a refused socket too).
    if (!(err instanceof AppError) && isDatabaseUnreachable(err)) {
      request.log.warn({ err }, "the database is unreachable; answered 503");
      reply
        .status(503)
        .header("retry-after", String(UNREACHABLE_RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store");
      if (!servesPage(request)) return reply.send({ message: STORE_UNREACHABLE_MESSAGE });
      return reply.type(HTML).header("x-robots-tag", "noindex").send(UNREACHABLE_PAGE);
    }
    if (err instanceof AppError) {
      // A backend that is down (file storage): the user reads the message, the operator the cause.
      if (err.statusCode >= 500) request.log.error({ err: err.cause ?? err }, err.message);
      return reply.status(err.statusCode).send({ ...err.details, message: err.message });
    }
    if (err instanceof ZodError) {
      const first = err.issues[0];
      // A body that is not an object at all gets zod's generic text otherwise.
      const message =
        first?.path.length === 0 && first.code === "invalid_type"
          ? "The request body must be a JSON object"
          : (first?.message ?? "Invalid request");
      return reply.status(400).send({ message, issues: err.issues });
    }
    const dbCode = databaseErrorCode(err);
    if (dbCode === "23503" || dbCode === "23001") {
      return reply.status(409).send({ message: "This item is still referenced by other records" });
    }
    if (dbCode === "23505") {
      return reply.status(409).send({ message: "This item already exists" });
    }
    // Text the database cannot store (a NUL, or bytes invalid in UTF-8): the contracts refuse it
    // first; this is the backstop for any field they miss.
    if (dbCode === "22021" || dbCode === "22P05") {
      return reply.status(400).send({ message: TEXT_MESSAGES.controlCharacters });
    }
    // invalid_parameter_value: e.g. a time zone PostgreSQL does not know, though Intl did.
    if (dbCode === "22023") {
      return reply.status(400).send({ message: "Invalid parameter" });
    }
    if (dbCode === "22P02") {
      return reply.status(400).send({ message: "Invalid identifier" });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: err.message });
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send({ message: "Something went wrong. Please try again." });
  });
}

/**
 * Unknown API routes answer JSON 404. With a built web app, every other GET (or HEAD) gets index.html so
 * that client-side routes (and the client's own 404 page) work on reload; with a 404 status when
 * the app has no such page or what it names does not exist, so that crawlers do not index the
 * app's 'Page Not Found' as content.
 */
export function registerNotFound(app: FastifyInstance, renderIndexHtml: IndexHtmlRenderer | null) {
  app.setNotFoundHandler(async (request, reply) => {
    if (renderIndexHtml && servesPage(request)) {
      const page = await renderIndexHtml(request);
      const path = request.url.split("?")[0]!;
      // The console is there for operators only (issue 47): for anyone else it does not exist.
      const console = isConsolePage(path);
      const known = !page.notFound && isAppRoute(path) && (!console || request.platformRole !== null);
      // A suspended store's page (issue 47): 410, the app drawing "temporarily unavailable".
      const status = page.gone ? 410 : known ? 200 : 404;
      return sendPage(reply.status(status), page, console ? "private, no-store" : "no-cache");
    }
    return reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}

/**
 * Fastify's answer to an address it cannot decode ("/microsite/%"), which it gives before any route
 * or hook: a 400 still, but with the app's page (its 'Page Not Found') for a browser, never a bare
 * JSON body that leaves the screen blank. `renderIndexHtml` is read when asked: the pages are
 * registered after the server is made.
 */
export function answerBadUrl(
  renderIndexHtml: () => IndexHtmlRenderer | null,
  headers: Record<string, string>,
) {
  return async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const render = renderIndexHtml();
    if (err.code === "FST_ERR_BAD_URL" && render && servesPage(request)) {
      return sendPage(reply.status(400), await render(request));
    }
    return reply.status(err.statusCode ?? 400).send({ message: err.message });
  };
}

/** A page's reads: HEAD is GET without the body (RFC 9110), what uptime monitors and link checkers send. */
const PAGE_READS = new Set(["GET", "HEAD"]);
const servesPage = (request: FastifyRequest) =>
  PAGE_READS.has(request.method) && !request.url.startsWith("/api/");

function sendPage(
  reply: FastifyReply,
  { html, noindex, vary }: Awaited<ReturnType<IndexHtmlRenderer>>,
  cacheControl = "no-cache",
) {
  reply.type(HTML).header("cache-control", cacheControl);
  if (noindex) reply.header("x-robots-tag", noindex);
  if (vary) reply.header("vary", vary);
  return typeof html === "string" ? reply.send(html) : sendTextBody(reply, html);
}
