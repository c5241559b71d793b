import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from "#contracts/catalog-messages";
import { toastOutcome } from "./mutation-toasts";

/** What a toast says about a file that cannot be used. */
export interface FileProblem {
  title: string;
  description: string;
}

/** Checked before uploading: an image type and under 5MB (the server checks the bytes again). */
export function checkImageFile(file: { type: string; size: number }): FileProblem | null {
  if (!file.type.startsWith("image/")) {
    return { title: "Invalid file type", description: "Please select an image file." };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: "File too large", description: CATALOG_MESSAGES.imageTooLarge };
  }
  return null;
}

/** The toasts of a form's image upload (useUploadImage); `readyFor` ends the success one ("the product", "the ad"). */
export const imageUploadToasts = (readyFor: string) =>
  toastOutcome(
    { title: "Image uploaded", description: `The image is ready to save with ${readyFor}.` },
    "Error uploading image",
  );
