import type { MultipartFile } from "@fastify/multipart";
import { CATALOG_MESSAGES } from "../../../contracts/catalog";
import { AppError } from "../../errors";
import { type FileStorage, publicUrlFor } from "../../storage/file-storage";
import { processImage } from "./image";

export const IMAGE_FIELD = "image";

/** Reads the one uploaded part, checks and re-encodes it, stores it publicly, returns its URL. */
export async function uploadPublicImage(
  storage: FileStorage,
  merchantId: string,
  part: MultipartFile | undefined,
  fieldName = IMAGE_FIELD,
): Promise<{ imageUrl: string }> {
  if (!merchantId) throw new AppError("UNAUTHORIZED", "Not authenticated");
  if (!part || part.fieldname !== fieldName) {
    part?.file.resume();
    throw new AppError("VALIDATION", CATALOG_MESSAGES.imageMissing);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("TOO_LARGE", CATALOG_MESSAGES.imageTooLarge);
    }
    throw err;
  }
  if (bytes.length === 0) throw new AppError("VALIDATION", CATALOG_MESSAGES.imageMissing);
  const image = await processImage(bytes);
  const key = await storage.save("public", image.data, image.extension);
  return { imageUrl: publicUrlFor(key) };
}
