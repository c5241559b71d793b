import type { FastifyReply, FastifyRequest } from "fastify";
import { encodedEtag, etagOf, matchesEtag } from "#server/etag";
import { type BodyEncoding, pickEncoding } from "#server/text-body";

/** For bytes that never change under their address (a hashed build file, a public upload's key). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** One of a file's forms on the wire: its bytes as sent and the ETag that names exactly them. */
interface Representation {
  body: Buffer;
  etag: string;
  encoding: BodyEncoding | null;
}

/**
 * A file held in memory with its compressed copies, sent as the cached store answers are: a buffer
 * and headers worked out once, no disk, no stream. Each encoding is its own representation with its
 * own ETag (a cache must not answer a gzip client's revalidation with the brotli bytes' tag).
 */
export class MemoryFile {
  private readonly identity: Representation;
  private readonly encoded = new Map<BodyEncoding, Representation>();
  readonly bytes: number;

  constructor(
    readonly contentType: string,
    readonly cacheControl: string,
    body: Buffer,
    copies: Partial<Record<BodyEncoding, Buffer>> = {},
    etag = etagOf(body),
  ) {
    this.identity = { body, etag, encoding: null };
    let bytes = body.length;
    for (const encoding of ["br", "gzip"] as const) {
      const copy = copies[encoding];
      // A copy no smaller than the file is never worth its decoding.
      if (!copy || copy.length >= body.length) continue;
      this.encoded.set(encoding, { body: copy, etag: encodedEtag(etag, encoding), encoding });
      bytes += copy.length;
    }
    this.bytes = bytes;
  }

  /** The bytes as they are (not a compressed copy). */
  get body(): Buffer {
    return this.identity.body;
  }

  /** The representation a request gets: brotli, gzip or the bytes as they are (Accept-Encoding). */
  private pick(request: FastifyRequest): Representation {
    if (this.encoded.size === 0) return this.identity;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    return (encoding && this.encoded.get(encoding)) ?? this.identity;
  }

  /** Answers GET (and HEAD, which Fastify derives from it): 200 with the bytes, or 304. */
  send(request: FastifyRequest, reply: FastifyReply) {
    const chosen = this.pick(request);
    reply.header("cache-control", this.cacheControl).header("etag", chosen.etag);
    if (this.encoded.size > 0) reply.header("vary", "accept-encoding");
    if (matchesEtag(request.headers["if-none-match"], chosen.etag)) return reply.status(304).send();
    if (chosen.encoding) reply.header("content-encoding", chosen.encoding);
    return reply.header("content-type", this.contentType).send(chosen.body);
  }
}
