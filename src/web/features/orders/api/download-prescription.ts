import { toast } from "#web/components/ui/use-toast";

/** Spec section 7: the file name is the URL's last segment, else prescription-{first 8 of the order id}.pdf. */
export function prescriptionFileName(url: string, orderId: string): string {
  const last = url.split("/").pop();
  return last ? decodeURIComponent(last) : `prescription-${orderId.slice(0, 8)}.pdf`;
}

/** The spec's toasts for a failed download (section 8). */
const FAILURES: Record<number, { title: string; description: string }> = {
  401: { title: "Authentication Required", description: "Please log in to access prescription files." },
  403: { title: "Access Denied", description: "You don't have permission to access this prescription file." },
  404: { title: "File Not Found", description: "The prescription file could not be found." },
};
const OTHER_FAILURE = {
  title: "Download Failed",
  description: "Failed to download the prescription file. Please try again.",
};

/** Fetches the file with the merchant's cookie and saves it; a failure says why in a toast. */
export async function downloadPrescription(url: string, orderId: string): Promise<boolean> {
  try {
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) {
      toast({ variant: "destructive", ...(FAILURES[res.status] ?? OTHER_FAILURE) });
      return false;
    }
    const blob = await res.blob();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = prescriptionFileName(url, orderId);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    return true;
  } catch {
    toast({ variant: "destructive", ...OTHER_FAILURE });
    return false;
  }
}
