import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import { AppError } from "#server/errors";
import { stripHeifMetadata } from "./heif-metadata";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heic",
  "application/pdf": "pdf",
};
// A photo of a page needs detail, but not a 100-megapixel canvas (decompression bombs).
const MAX_INPUT_PIXELS = 50_000_000;

export interface CleanPrescription {
  data: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Judges the file by its bytes, never its name: a photo (JPEG, PNG, WebP, HEIC from phones) or a
 * PDF. Photos lose their metadata (EXIF with GPS, camera, time): JPEG, PNG and WebP are re-encoded
 * upright in their own format at full size; HEIC has its metadata items blanked in place.
 */
export async function cleanPrescription(input: Buffer): Promise<CleanPrescription> {
  const type = await fileTypeFromBuffer(input);
  const extension = type ? EXTENSIONS[type.mime] : undefined;
  if (!type || !extension) throw new AppError("UNSUPPORTED_MEDIA", PRESCRIPTION_MESSAGES.fileType);
  const contentType = type.mime === "image/heif" ? "image/heic" : type.mime;
  if (contentType === "application/pdf") return { data: input, contentType, extension };
  if (contentType === "image/heic") {
    const data = stripHeifMetadata(input);
    if (!data) throw new AppError("VALIDATION", PRESCRIPTION_MESSAGES.fileUnreadable);
    return { data, contentType, extension };
  }
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
    const format =
      extension === "jpg"
        ? image.jpeg({ quality: 90 })
        : extension === "png"
          ? image.png()
          : image.webp({ quality: 90 });
    return { data: await format.toBuffer(), contentType, extension };
  } catch {
    throw new AppError("VALIDATION", PRESCRIPTION_MESSAGES.fileUnreadable);
  }
}
