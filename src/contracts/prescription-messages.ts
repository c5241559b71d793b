/** Prescription limits and messages, apart from the schemas so the storefront loads no zod. */

export const MAX_PRESCRIPTION_BYTES = 10 * 1024 * 1024;

export const PRESCRIPTION_MESSAGES = {
  fileMissing: "Please choose a photo or PDF of your prescription.",
  fileTooLarge: "The prescription file must be smaller than 10MB.",
  fileType: "Only photos (JPEG, PNG, WebP or HEIC) or PDF files can be uploaded.",
  fileUnreadable: "This file could not be read. Please take the photo again or choose another file.",
  fileUnknown: "Please upload your prescription again: this file was not uploaded from this browser.",
  fileUsed: "This prescription was already sent with another order. Please upload it again.",
  // Room for files not yet sent with an order (PRESCRIPTION_UNCLAIMED_MB_PER_IP and _TOTAL): 429, 507.
  roomPerAddress: (mb: number) =>
    `Prescription files not yet sent with an order may take up at most ${mb} MB per connection, and this file would pass it. Send your order with the file you already uploaded, or try again in an hour, when unsent files are deleted.`,
  roomTotal: (mb: number) =>
    `Prescription uploads are paused: files waiting to be sent with an order have reached this site's limit of ${mb} MB. Please try again in an hour, or call the store.`,
  storeRefuses: "This store does not take prescription orders.",
  notPrescription: "Only prescription orders get a quote.",
  quoteZero: "The quote must be more than $0.00",
  // Spec section 5: a download's 401, 403 and 404.
  signInToDownload: "Please log in to access prescription files.",
  notYours: "You don't have permission to access this prescription file.",
  fileNotFound: "The prescription file could not be found.",
} as const;

/** Where an uploaded prescription can be fetched (by its store only). */
export const PRESCRIPTION_URL_PREFIX = "/api/prescriptions/";

export interface TUploadPrescriptionResponse {
  prescriptionUrl: string;
}
