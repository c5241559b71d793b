/** The store's QR code in its 160 px frame, with what to show while it loads or when it cannot. */
export function StoreQrImage({
  qr,
}: {
  qr: { data?: { qrCode: string; micrositeUrl: string }; isError: boolean };
}) {
  return (
    <div className="grid h-40 w-40 shrink-0 place-items-center rounded-lg border border-slate-200 bg-white">
      {qr.data ? (
        <img src={qr.data.qrCode} alt={`QR code for ${qr.data.micrositeUrl}`} width={160} height={160} />
      ) : (
        <span className="text-sm text-slate-500">{qr.isError ? "QR code unavailable" : "Loading..."}</span>
      )}
    </div>
  );
}
