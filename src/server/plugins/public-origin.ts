/**
 * The origin absolute links are built from (link previews, the QR code, the share URL): PUBLIC_URL
 * when it is set, else the request's own scheme and host (which only a trusted proxy may change).
 */
export function publicOrigin(request: { protocol: string; host: string }, publicUrl: string | null): string {
  return publicUrl ?? originOf(request);
}

const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** "https://shop.example.com" from the request; a malformed Host header falls back to localhost. */
export function originOf(request: { protocol: string; host: string }): string {
  const protocol = request.protocol === "https" ? "https" : "http";
  const host = HOST_PATTERN.test(request.host) ? request.host : "localhost";
  return `${protocol}://${host}`;
}
