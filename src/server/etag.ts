import { createHash } from "node:crypto";

/** A strong validator from the bytes' hash: equal bytes, equal tag, whatever their address. */
export const etagOf = (bytes: Buffer | string, suffix = "") =>
  `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}${suffix}"`;

/** The tag of `etag`'s bytes sent in `encoding`: each encoding is a representation of its own. */
export const encodedEtag = (etag: string, encoding: string) => `${etag.slice(0, -1)}-${encoding}"`;

/** If-None-Match holds this ETag: a list, `*`, or a weak form of it (W/"…") all match (RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
