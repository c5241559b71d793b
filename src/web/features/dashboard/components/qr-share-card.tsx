import { Download, ExternalLink, Share2 } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { toast } from "#web/components/ui/use-toast";
import { PRINTABLE_QR_URL, useMicrositeQr } from "../api/get-microsite-qr";

const SHARE_TEXT = "Check out my online store!";

/** The store's QR code and address: share it, preview the store, or print the code for the counter. */
export function QrShareCard() {
  const qr = useMicrositeQr();

  const share = async () => {
    if (!qr.data) return;
    const url = qr.data.micrositeUrl;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: SHARE_TEXT, text: SHARE_TEXT, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied to clipboard", description: url });
    } catch {
      toast({
        variant: "destructive",
        title: "Failed to copy",
        description: "Could not copy URL to clipboard",
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Share Your Store</CardTitle>
        <CardDescription>Customers scan the code to open your store on their phone.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="grid h-40 w-40 shrink-0 place-items-center rounded-lg border border-slate-200 bg-white">
          {qr.data ? (
            <img src={qr.data.qrCode} alt={`QR code for ${qr.data.micrositeUrl}`} width={160} height={160} />
          ) : (
            <span className="text-sm text-slate-500">
              {qr.isError ? "QR code unavailable" : "Loading..."}
            </span>
          )}
        </div>
        <div className="grid w-full min-w-0 gap-3">
          <code className="break-all rounded-md bg-slate-100 px-3 py-2 text-sm" data-testid="qr-url">
            {qr.data?.micrositeUrl ?? "…"}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={share} disabled={!qr.data}>
              <Share2 aria-hidden /> Share
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!qr.data}
              onClick={() => qr.data && window.open(qr.data.micrositeUrl, "_blank", "noopener")}
            >
              <ExternalLink aria-hidden /> Preview
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={PRINTABLE_QR_URL} download>
                <Download aria-hidden /> Download for printing
              </a>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
