import { toast } from "#web/components/ui/use-toast";

/** The spec's share text for a store's link (dashboard section: QR share). */
const SHARE_TEXT = "Check out my online store!";

/** The store's link on the clipboard, said in the spec's clipboard toasts; whether it got there. */
export async function copyStoreLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Copied to clipboard", description: url });
    return true;
  } catch {
    toast({
      title: "Failed to copy",
      description: "Could not copy URL to clipboard",
      variant: "destructive",
    });
    return false;
  }
}

/**
 * The device's share sheet where it has one, else the link copied (the spec's QR share). Closing
 * the sheet is the merchant's choice, not a failure: nothing is copied then.
 */
export async function shareStoreLink(url: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: SHARE_TEXT, text: SHARE_TEXT, url });
      return;
    } catch (error) {
      if ((error as DOMException).name === "AbortError") return;
    }
  }
  await copyStoreLink(url);
}
