import { toast } from "#web/components/ui/use-toast";
import { isNetworkError } from "#web/lib/api-client";
import { failureToast } from "#web/lib/mutation-toasts";

export const OFFLINE_ORDER_MESSAGE = {
  title: "You're offline",
  order: "Your order was not sent. Your cart is kept: place it again when you're back online.",
  prescription:
    "Your prescription was not sent. Everything you entered is kept: send it again when you're back online.",
} as const;

/**
 * Why an order did not go through, in plain words: a dropped connection says so and that nothing
 * is lost (the browser's own "Failed to fetch" says neither); anything else is the server's message.
 */
export function toastOrderFailure(kind: "order" | "prescription", title: string, error: unknown) {
  if (isNetworkError(error)) {
    toast({
      variant: "destructive",
      title: OFFLINE_ORDER_MESSAGE.title,
      description: OFFLINE_ORDER_MESSAGE[kind],
    });
    return;
  }
  toast(failureToast(title, error));
}
