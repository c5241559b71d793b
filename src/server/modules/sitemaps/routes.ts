import type { FastifyInstance, FastifyReply } from "fastify";
import type { StorefrontReads } from "#server/cache/storefront-reads";
import type { AppDeps } from "#server/deps";
import { publicOrigin } from "#server/plugins/public-origin";
import { sendTextBody, TextBody } from "#server/text-body";
import {
  pagesSitemap,
  parseSitemapFile,
  parseStoreSitemapFile,
  type SitemapLimits,
  sitemapNotFound,
} from "./service";

/** XML, revalidated on each use like the store pages it lists. */
function sendXml(reply: FastifyReply, body: TextBody) {
  reply.header("cache-control", "no-cache").type("application/xml; charset=utf-8");
  return sendTextBody(reply, body);
}

/**
 * The sitemap index (`/sitemap.xml`, which robots.txt names), the platform pages' sitemap and each
 * public store's, with absolute addresses from PUBLIC_URL (else the request's origin).
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  { config, reads }: AppDeps & { reads: StorefrontReads },
) {
  const limits: SitemapLimits = {
    urlsPerSitemap: config.limits.urlsPerSitemap,
    productsPerStore: config.limits.productsPerStore,
  };
  const originOf = (request: { protocol: string; host: string }) => publicOrigin(request, config.publicUrl);

  app.get("/sitemap.xml", async (request, reply) =>
    sendXml(reply, await reads.sitemaps.index(originOf(request), 1, limits)),
  );

  app.get<{ Params: { file: string } }>("/sitemaps/:file", async (request, reply) => {
    const file = parseSitemapFile(request.params.file);
    if (!file) throw sitemapNotFound();
    const origin = originOf(request);
    if (file.kind === "pages") return sendXml(reply, new TextBody(pagesSitemap(origin)));
    return sendXml(reply, await reads.sitemaps.index(origin, file.part, limits));
  });

  app.get<{ Params: { file: string } }>("/sitemaps/store/:file", async (request, reply) => {
    const file = parseStoreSitemapFile(request.params.file);
    if (!file) throw sitemapNotFound();
    return sendXml(reply, await reads.sitemaps.store(originOf(request), file.slug, file.part, limits));
  });
}
