import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { AppError } from "#server/errors";

export const ACCEPTED_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
export const MAX_IMAGE_SIDE = 1600;
// A 5 MB PNG can still declare a gigantic canvas; refuse before decoding it (decompression bomb).
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  data: Buffer;
  extension: "webp";
  width: number;
  height: number;
}

/**
 * Trusts only the bytes: the type is sniffed (never the file name or the client's MIME type),
 * then the picture is decoded and re-encoded as WebP, turned upright per EXIF, metadata dropped
 * (sharp keeps none unless asked) and the longest side capped. Animated GIF/WebP keep frame one.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_IMAGE_TYPES.has(type.mime)) {
    throw new AppError("UNSUPPORTED_MEDIA", CATALOG_MESSAGES.imageType);
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, extension: "webp", width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError("VALIDATION", CATALOG_MESSAGES.imageDimensions);
    }
    throw new AppError("VALIDATION", CATALOG_MESSAGES.imageUnreadable);
  }
}
