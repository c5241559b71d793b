import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WebhookRefused } from "./provider";
import {
  parseRazorpayDelivery,
  returnSignatureOk,
  signReturn,
  signWebhook,
  webhookSignatureOk,
} from "./razorpay-signatures";

const SECRET = "whsec-Shop_0123456789";
const body = Buffer.from(JSON.stringify({ entity: "event", event: "payment_link.paid", payload: {} }));

describe("webhookSignatureOk", () => {
  it("accepts the webhook secret's HMAC of the raw body, in either case of hex", () => {
    const signature = signWebhook(body, SECRET);
    expect(signature).toBe(createHmac("sha256", SECRET).update(body).digest("hex"));
    expect(webhookSignatureOk(body, signature, SECRET)).toBe(true);
    expect(webhookSignatureOk(body, signature.toUpperCase(), SECRET)).toBe(true);
  });

  it("refuses a tampered body, another secret, no header, and a signature of another length", () => {
    const signature = signWebhook(body, SECRET);
    const tampered = Buffer.from(body.toString().replace("paid", "PAID"));
    expect(webhookSignatureOk(tampered, signature, SECRET)).toBe(false);
    expect(webhookSignatureOk(body, signature, `${SECRET}x`)).toBe(false);
    expect(webhookSignatureOk(body, undefined, SECRET)).toBe(false);
    expect(webhookSignatureOk(body, "", SECRET)).toBe(false);
    expect(webhookSignatureOk(body, signature.slice(0, 63), SECRET)).toBe(false);
    expect(webhookSignatureOk(body, `${signature}0`, SECRET)).toBe(false);
    expect(webhookSignatureOk(body, "z".repeat(64), SECRET)).toBe(false);
    // A body re-serialised (whitespace) is another body: the check is on the raw bytes.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2));
    expect(webhookSignatureOk(reserialised, signature, SECRET)).toBe(false);
  });

  it("refuses everything with an empty secret", () => {
    expect(webhookSignatureOk(body, signWebhook(body, ""), "")).toBe(false);
  });
});

describe("returnSignatureOk", () => {
  const params = {
    razorpay_payment_id: "pay_Abc0123456789x",
    razorpay_payment_link_id: "plink_Abc012345678",
    razorpay_payment_link_reference_id: "AB12CD34",
    razorpay_payment_link_status: "paid",
  };
  const KEY_SECRET = "AbCdEf0123456789GhIjKlMn";

  it("accepts Razorpay's signature of link_id|reference_id|status|payment_id with the key secret", () => {
    const razorpay_signature = signReturn(params, KEY_SECRET);
    const expected = createHmac("sha256", KEY_SECRET)
      .update("plink_Abc012345678|AB12CD34|paid|pay_Abc0123456789x")
      .digest("hex");
    expect(razorpay_signature).toBe(expected);
    expect(returnSignatureOk({ ...params, razorpay_signature }, KEY_SECRET)).toBe(true);
  });

  it("refuses a changed parameter, another secret, a missing parameter or signature, another length", () => {
    const razorpay_signature = signReturn(params, KEY_SECRET);
    expect(
      returnSignatureOk(
        { ...params, razorpay_payment_link_status: "created", razorpay_signature },
        KEY_SECRET,
      ),
    ).toBe(false);
    expect(
      returnSignatureOk({ ...params, razorpay_payment_id: "pay_other", razorpay_signature }, KEY_SECRET),
    ).toBe(false);
    expect(returnSignatureOk({ ...params, razorpay_signature }, `${KEY_SECRET}x`)).toBe(false);
    expect(returnSignatureOk({ ...params }, KEY_SECRET)).toBe(false);
    const { razorpay_payment_link_reference_id: _gone, ...withoutReference } = params;
    expect(returnSignatureOk({ ...withoutReference, razorpay_signature }, KEY_SECRET)).toBe(false);
    expect(
      returnSignatureOk({ ...params, razorpay_signature: razorpay_signature.slice(2) }, KEY_SECRET),
    ).toBe(false);
    expect(returnSignatureOk({ ...params, razorpay_signature: null }, KEY_SECRET)).toBe(false);
  });
});

describe("parseRazorpayDelivery", () => {
  it("names the event by X-Razorpay-Event-Id and its type by the body's event", () => {
    const delivery = parseRazorpayDelivery(body, { "x-razorpay-event-id": "KgZ4tJ4TKdCqz0" });
    expect(delivery).toEqual({
      eventId: "KgZ4tJ4TKdCqz0",
      type: "payment_link.paid",
      payload: { entity: "event", event: "payment_link.paid", payload: {} },
    });
    expect(parseRazorpayDelivery(body, { "X-Razorpay-Event-Id": ["Other0123456789"] }).eventId).toBe(
      "Other0123456789",
    );
  });

  it("without the header, names it by the body's SHA-256 (a retry sends the same bytes)", () => {
    const hash = createHash("sha256").update(body).digest("hex");
    expect(parseRazorpayDelivery(body, {}).eventId).toBe(hash);
    expect(parseRazorpayDelivery(body, { "x-razorpay-event-id": "  " }).eventId).toBe(hash);
  });

  it("refuses a body that is not a JSON object naming its event", () => {
    for (const text of ["not json", "[]", "null", '"x"', "{}", '{"event":""}', '{"event":3}']) {
      expect(() => parseRazorpayDelivery(Buffer.from(text), {})).toThrow(WebhookRefused);
    }
  });
});
