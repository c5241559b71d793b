import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";
import { encodedEtag, etagOf, matchesEtag } from "#server/etag";

/** Below this, compressing costs more than it saves (the app's compress plugin's threshold too). */
const MIN_BYTES = 1024;

export type BodyEncoding = "br" | "gzip";

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli or gzip, whichever the client
 * weighs more (brotli on a tie), never one it refuses with q=0; null when it takes neither.
 */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}

/**
 * A serialized answer (JSON, a page's HTML) and its compressed copies, each made the first time a
 * client asks for it and kept with the answer. The storefront's cached answers are sent thousands of
 * times between two changes of their store: compressing each send (what the compress plugin does)
 * cut a store page's answers from ~7,000 to ~2,900 a second for clients that accept compression, as
 * every browser does.
 */
export class TextBody {
  private readonly copies = new Map<BodyEncoding, Buffer>();
  private tag: string | undefined;

  /**
   * `brotliQuality`: 6 unless told. A sitemap is mostly random ids: at quality 1 a 10,000-product
   * store's 1.6 MB compress as small as at 6 (216 KB), in a tenth of the time.
   */
  constructor(
    readonly text: string,
    private readonly brotliQuality = 6,
  ) {}

  /**
   * Its size for a cache's bound in bytes: the text, and room for the compressed copies it may make
   * later (a cache sizes an answer when it keeps it, before any client asked). The demo stores'
   * JSON compressed to a quarter of it each way, the marketplace's to under half: the text's own
   * size again is kept for the two copies.
   */
  get bytes(): number {
    const text = Buffer.byteLength(this.text);
    return text < MIN_BYTES ? text : 2 * text;
  }

  /** The text's strong validator, worked out the first time a client is sent it. */
  get etag(): string {
    this.tag ??= etagOf(this.text);
    return this.tag;
  }

  /** What to send to a client whose Accept-Encoding is `acceptEncoding`, and its encoding. */
  for(acceptEncoding: string | undefined): { encoding: BodyEncoding | null; payload: string | Buffer } {
    const encoding = this.text.length >= MIN_BYTES ? pickEncoding(acceptEncoding) : null;
    if (!encoding) return { encoding: null, payload: this.text };
    const payload = this.copies.get(encoding) ?? compress(encoding, this.text, this.brotliQuality);
    this.copies.set(encoding, payload);
    return { encoding, payload };
  }
}

function compress(encoding: BodyEncoding, text: string, quality: number): Buffer {
  if (encoding === "gzip") return gzipSync(text);
  return brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // Made once per change of the store, not per request: a better ratio is affordable.
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
}

/**
 * Sends `body` in the encoding the request accepts (the compress plugin leaves an encoded answer be),
 * with an ETag for it. A 200 the client already holds (its If-None-Match names the tag) goes as a
 * 304 without the body: a shopper back at a store's page, or its answer, downloads nothing when the
 * store has not changed (they are `no-cache`: revalidated on every use).
 */
export function sendTextBody(reply: FastifyReply, body: TextBody) {
  const { headers } = reply.request;
  const { encoding, payload } = body.for(headers["accept-encoding"]);
  // Added to what the page already varies by (its language's headers).
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const etag = encoding ? encodedEtag(body.etag, encoding) : body.etag;
  reply.header("etag", etag);
  // Only what would have been a 200 (RFC 9110 13.1.2): a 404's or a 410's page is sent as it is.
  if (reply.statusCode === 200 && matchesEtag(headers["if-none-match"], etag))
    return reply.status(304).send();
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(payload);
}
