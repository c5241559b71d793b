import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A file's compressed copy at the best ratio: made once (by the build, or at start for a file the
 * build left alone), never per request. The build's copies, the server's and the JavaScript budget's
 * count are all made here, so the budget counts the bytes a browser is sent.
 */
export function compressBest(encoding: "br" | "gzip", bytes: Buffer): Buffer {
  if (encoding === "gzip") return gzipSync(bytes, { level: 9 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
