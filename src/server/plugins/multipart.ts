import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors";

export interface SingleFileRules {
  /** The multipart field the file must come in ("image", "logo", "prescription"). */
  field: string;
  /** Said when no file (or an empty one, or not a multipart body) arrives. */
  missingMessage: string;
  /** Said when the file is over the size limit the route registered @fastify/multipart with. */
  tooLargeMessage: string;
}

const codeOf = (err: unknown) => (err as { code?: unknown }).code;

export const MALFORMED_UPLOAD_MESSAGE =
  "The upload could not be read. Please choose the file again and retry.";

/** Errors of a body that is not well-formed multipart (no boundary, cut short, not multipart at all). */
function malformed(err: unknown, rules: SingleFileRules): AppError {
  const code = codeOf(err);
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new AppError("VALIDATION", rules.missingMessage);
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("TOO_LARGE", rules.tooLargeMessage);
  if (err instanceof AppError) return err;
  return new AppError("VALIDATION", MALFORMED_UPLOAD_MESSAGE);
}

/**
 * Reads the one file of a multipart upload into memory, the same way for every upload route:
 * no file, the wrong field or an empty file is a 400, a body that is not well-formed multipart a
 * 400, and a file over the limit a 413, every time.
 */
export async function readSingleFile(request: FastifyRequest, rules: SingleFileRules): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== rules.field) {
      part?.file.resume();
      throw new AppError("VALIDATION", rules.missingMessage);
    }
    bytes = await part.toBuffer();
    // toBuffer() notices the limit only when another chunk follows the one that hit it; when the
    // limit falls on the last chunk it hands back the first 5 MB as if that were the whole file.
    if (part.file.truncated) throw new AppError("TOO_LARGE", rules.tooLargeMessage);
  } catch (err) {
    throw malformed(err, rules);
  }
  if (bytes.length === 0) throw new AppError("VALIDATION", rules.missingMessage);
  return bytes;
}
