import { Download, ExternalLink, Share2 } from "lucide-react";
import { StoreQrImage } from "#web/components/store-qr-image";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { shareStoreLink } from "#web/lib/share-store-link";
import { PRINTABLE_QR_URL, useMicrositeQr } from "../api/get-microsite-qr";

/** The store's QR code and address: share it, preview the store, or print the code for the counter. */
export function QrShareCard() {
  const qr = useMicrositeQr();

  const share = () => qr.data && shareStoreLink(qr.data.micrositeUrl);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Share Your Store</CardTitle>
        <CardDescription>Customers scan the code to open your store on their phone.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <StoreQrImage qr={qr} />
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
