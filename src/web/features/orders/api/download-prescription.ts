/** Spec section 7: the file name is the URL's last segment, else prescription-{first 8 of the order id}.pdf. */
export function prescriptionFileName(url: string, orderId: string): string {
  const last = url.split("/").pop();
  return last ? decodeURIComponent(last) : `prescription-${orderId.slice(0, 8)}.pdf`;
}

/** Why a download failed: the answer's status, or null when no answer came (the network failed). */
export type DownloadFailure = { status: number | null };

/** Fetches the file with the merchant's cookie and saves it; null once saved, else why not. */
export async function downloadPrescription(url: string, orderId: string): Promise<DownloadFailure | null> {
  try {
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) return { status: res.status };
    const blob = await res.blob();
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = prescriptionFileName(url, orderId);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    return null;
  } catch {
    return { status: null };
  }
}
