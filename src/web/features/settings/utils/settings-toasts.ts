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
  /** 'Upload failed' with 'Upload failed: {status text}'. */
  logoUploaded: toastOutcome(
    { title: "Logo uploaded", description: "Save your settings to show it on your store." },
    (error) => {
      const text =
        error instanceof ApiError
          ? `${error.status} ${STATUS_TEXT[error.status] ?? ""}`.trim()
          : "network error";
      return { title: "Upload failed", description: `Upload failed: ${text}`, variant: "destructive" };
    },
  ),
};
