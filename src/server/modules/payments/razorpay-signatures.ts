import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { WebhookRefused } from "./provider";

/**
 * Razorpay's two signatures (issue 46), pure: a webhook delivery's `X-Razorpay-Signature` (hex
 * HMAC-SHA256 of the raw body with the webhook secret the merchant set in Razorpay's dashboard), and
 * the one on a Payment Link's return to `callback_url` (hex HMAC-SHA256 of
 * `link_id|reference_id|status|payment_id` with the merchant's key secret). Both are compared in
 * constant time; neither function says anything about the secret.
 */

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Equal hex strings, in constant time; another length, or a value that is not hex, is simply unequal. */
function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-fA-F]+$/.test(given)) return false;
  const a = Buffer.from(given.toLowerCase(), "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `signature` (the `X-Razorpay-Signature` header) is the webhook secret's HMAC of the raw body. */
export function webhookSignatureOk(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (typeof signature !== "string" || signature === "" || secret === "") return false;
  return sameHex(signature.trim(), hmacHex(secret, rawBody));
}

/** The header value Razorpay sends with a delivery of `body` (for the stand-in and tests). */
export const signWebhook = (body: string | Buffer, secret: string): string => hmacHex(secret, body);

/** The query parameters Razorpay adds to a Payment Link's `callback_url` when the shopper comes back. */
export interface RazorpayReturnParams {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

const returnPayload = (p: Omit<RazorpayReturnParams, "razorpay_signature">) =>
  `${p.razorpay_payment_link_id}|${p.razorpay_payment_link_reference_id}|${p.razorpay_payment_link_status}|${p.razorpay_payment_id}`;

/**
 * Whether a return to `callback_url` was signed by Razorpay with the store's key secret. Any missing
 * parameter (a hand-made URL) is a no. A good signature says only that Razorpay sent the shopper back
 * with these words: money is counted from a read of the link, never from this.
 */
export function returnSignatureOk(
  params: { [K in keyof RazorpayReturnParams]?: string | null | undefined },
  keySecret: string,
): boolean {
  const {
    razorpay_payment_id,
    razorpay_payment_link_id,
    razorpay_payment_link_reference_id,
    razorpay_payment_link_status,
    razorpay_signature,
  } = params;
  if (
    typeof razorpay_payment_id !== "string" ||
    typeof razorpay_payment_link_id !== "string" ||
    typeof razorpay_payment_link_reference_id !== "string" ||
    typeof razorpay_payment_link_status !== "string" ||
    typeof razorpay_signature !== "string" ||
    razorpay_signature === "" ||
    keySecret === ""
  ) {
    return false;
  }
  const expected = hmacHex(
    keySecret,
    returnPayload({
      razorpay_payment_id,
      razorpay_payment_link_id,
      razorpay_payment_link_reference_id,
      razorpay_payment_link_status,
    }),
  );
  return sameHex(razorpay_signature, expected);
}

/** The `razorpay_signature` Razorpay adds to a return (for the stand-in and tests). */
export const signReturn = (
  params: Omit<RazorpayReturnParams, "razorpay_signature">,
  keySecret: string,
): string => hmacHex(keySecret, returnPayload(params));

/** A delivery whose signature was checked: Razorpay's event id, its type (`payment_link.paid`), the body. */
export interface RazorpayDelivery {
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * A delivery's body read, once `webhookSignatureOk` said yes. The event id is Razorpay's
 * `X-Razorpay-Event-Id` (the same on each retry of one event), or, without it, the body's SHA-256 (a
 * retry sends the same bytes). Throws WebhookRefused on a body that is not a JSON object naming its
 * `event`.
 */
export function parseRazorpayDelivery(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): RazorpayDelivery {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new WebhookRefused("The webhook body is not JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new WebhookRefused("The webhook is not a Razorpay event");
  }
  const event = (body as { event?: unknown }).event;
  if (typeof event !== "string" || event === "") {
    throw new WebhookRefused("The webhook is not a Razorpay event");
  }
  const header = headerOf(headers, "x-razorpay-event-id");
  const eventId = header ?? createHash("sha256").update(rawBody).digest("hex");
  return { eventId, type: event, payload: body as Record<string, unknown> };
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    const first = Array.isArray(value) ? value[0] : value;
    const trimmed = first?.trim();
    return trimmed ? trimmed : null;
  }
  return null;
}
