import { type ToastOptions, toast } from "#web/components/ui/use-toast";
import { errorMessage } from "./api-client";
import type { MutationCallbacks } from "./use-api-mutation";

/** The toast of a refused or failed request: the spec's title and the server's message (section 8). */
export const failureToast = (title: string, error: unknown): ToastOptions => ({
  title,
  description: errorMessage(error),
  variant: "destructive",
});

/**
 * Callbacks for a mutation hook that toast how the change went: `done` after a success, and after
 * a failure `failed`'s title with the server's message. Either may be built from the outcome and
 * the input instead; null leaves that outcome to the screen (a refusal shown beside its field).
 */
export function toastOutcome<TResult, TInput>(
  done: ToastOptions | ((result: TResult, input: TInput) => ToastOptions) | null,
  failed: string | ((error: Error, input: TInput) => ToastOptions) | null,
): MutationCallbacks<TResult, TInput> {
  return {
    onSuccess: done
      ? (result, input) => toast(typeof done === "function" ? done(result, input) : done)
      : undefined,
    onError: failed
      ? (error, input) =>
          toast(typeof failed === "function" ? failed(error, input) : failureToast(failed, error))
      : undefined,
  };
}
