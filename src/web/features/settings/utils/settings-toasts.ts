import { SETTINGS_MESSAGES } from "#contracts/merchant-settings";
import { ApiError } from "#web/lib/api-client";
import { toastOutcome } from "#web/lib/mutation-toasts";

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** The settings' toasts (spec section 8), for every card that saves. */
export const settingsToasts = {
  /** A save: `title` says what was saved; a refusal is 'Save failed' with the server's message. */
  saved: (title: string, description?: string) => toastOutcome({ title, description }, "Save failed"),
  /**
   * The logo is the store's as soon as it is uploaded. A file the server finds is no image says what
   * the screen's own check says ('Invalid file type' / 'Please select an image file.'); any other
   * failure is 'Upload failed' with 'Upload failed: {status text}'.
   */
  logoUploaded: toastOutcome({ title: "Logo uploaded", description: "Your store shows it now." }, (error) => {
    if (error instanceof ApiError && error.status === 415)
      return { title: "Invalid file type", description: SETTINGS_MESSAGES.logoType, variant: "destructive" };
    const text =
      error instanceof ApiError
        ? `${error.status} ${STATUS_TEXT[error.status] ?? ""}`.trim()
        : "network error";
    return { title: "Upload failed", description: `Upload failed: ${text}`, variant: "destructive" };
  }),
};
