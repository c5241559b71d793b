import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseRazorpayDelivery,
  returnSignatureOk,
  webhookSignatureOk,
} from "#server/modules/payments/razorpay-signatures";
import { type RazorpayStandIn, STAND_IN_KEY_ID, STAND_IN_KEY_SECRET, startRazorpayStandIn } from "./stand-in";

/** The stand-in's own behaviour where the provider's tests do not reach: its page, controls and deliveries. */
let standIn: RazorpayStandIn;
let receiver: Server;
let receiverUrl = "";
const received: { headers: IncomingMessage["headers"]; body: string }[] = [];

const auth = (keyId = STAND_IN_KEY_ID, secret = STAND_IN_KEY_SECRET) =>
  `Basic ${Buffer.from(`${keyId}:${secret}`).toString("base64")}`;

/** An answer as the tests read it: an entity, or Razorpay's error. */
interface Answer {
  id: string;
  short_url: string;
  status: string;
  error: { code: string; description: string; field?: string };
  [field: string]: unknown;
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { authorization: auth(), "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

const linkBody = (reference: string) => ({
  amount: 25000,
  currency: "INR",
  reference_id: reference,
  description: "Order #R1 at Dosa <Corner>",
  notes: { orderId: "o-1" },
  callback_url: "http://shop.test/back?x=1",
  callback_method: "get",
});

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe("the Razorpay stand-in", () => {
  it("answers Razorpay's errors: 401 for other keys, unknown fields, a short expiry, an unknown id", async () => {
    const wrong = await fetch(`${standIn.url}/v1/payment_links`, {
      headers: { authorization: auth(STAND_IN_KEY_ID, "x") },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "Authentication failed",
        source: "NA",
        step: "NA",
        reason: "NA",
        metadata: {},
      },
    });
    const extra = await api("POST", "/v1/payment_links", { ...linkBody("E1"), colour: "red" });
    expect(extra).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST_ERROR", field: "colour" } },
    });
    const soon = await api("POST", "/v1/payment_links", {
      ...linkBody("E2"),
      expire_by: Math.floor(Date.now() / 1000) + 600,
    });
    expect(soon.body.error.description).toContain("15 minutes");
    const unknown = await api("GET", "/v1/payment_links/plink_Unknown0000000");
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: { description: "The id provided does not exist" } },
    });
  });

  it("keeps objects to the keys that made them, and references unique per account", async () => {
    const other = standIn.addAccount();
    expect(other.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    const made = await api("POST", "/v1/payment_links", linkBody("U1"));
    expect(made.status).toBe(200);
    expect((await api("POST", "/v1/payment_links", linkBody("U1"))).status).toBe(400);
    const elsewhere = await fetch(`${standIn.url}/v1/payment_links/${made.body.id}`, {
      headers: { authorization: auth(other.keyId, other.keySecret) },
    });
    expect(elsewhere.status).toBe(404);
    const sameReference = await fetch(`${standIn.url}/v1/payment_links`, {
      method: "POST",
      headers: { authorization: auth(other.keyId, other.keySecret), "content-type": "application/json" },
      body: JSON.stringify(linkBody("U1")),
    });
    expect(sameReference.status).toBe(200);
  });

  it("its hosted page pays the link and sends the browser back with Razorpay's signed parameters", async () => {
    const { body: link } = await api("POST", "/v1/payment_links", linkBody("P1"));
    const page = await (await fetch(link.short_url)).text();
    expect(page).toContain("Pay ₹250.00");
    expect(page).toContain("Dosa &lt;Corner&gt;");
    const paid = await fetch(link.short_url, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(back.searchParams.get("x")).toBe("1");
    expect(back.searchParams.get("razorpay_payment_link_status")).toBe("paid");
    expect(returnSignatureOk(Object.fromEntries(back.searchParams), STAND_IN_KEY_SECRET)).toBe(true);
    expect((await api("GET", `/v1/payment_links/${link.id}`)).body).toMatchObject({
      status: "paid",
      amount_paid: 25000,
      payments: [
        { payment_id: back.searchParams.get("razorpay_payment_id"), status: "captured", method: "upi" },
      ],
    });
  });

  it("posts signed deliveries, in order, to an account's webhook URL", async () => {
    standIn.setWebhookUrl(STAND_IN_KEY_ID, receiverUrl);
    try {
      const { body: link } = await api("POST", "/v1/payment_links", linkBody("W1"));
      const { paymentId } = standIn.payLink(link.id);
      const refund = await api(
        "POST",
        `/v1/payments/${paymentId}/refund`,
        { amount: 1000, speed: "normal", notes: { reason: "cold" } },
        { "x-refund-idempotency": "refund-key-0001" },
      );
      expect(refund.body).toMatchObject({ entity: "refund", amount: 1000, status: "processed" });
      await standIn.flushed();
      const events = received.map((r) => parseRazorpayDelivery(Buffer.from(r.body), r.headers));
      expect(events.map((e) => e.type)).toEqual(["payment_link.paid", "refund.processed"]);
      for (const r of received) {
        expect(r.headers["content-type"]).toBe("application/json");
        expect(
          webhookSignatureOk(
            Buffer.from(r.body),
            r.headers["x-razorpay-signature"] as string,
            standIn.account.webhookSecret,
          ),
        ).toBe(true);
      }
      expect(events[1]!.payload).toMatchObject({
        contains: ["refund", "payment"],
        payload: {
          refund: { entity: { id: refund.body.id } },
          payment: { entity: { amount_refunded: 1000 } },
        },
      });
      expect(standIn.deliveriesOf("refund.processed").at(-1)!.status).toBe(200);
    } finally {
      standIn.setWebhookUrl(STAND_IN_KEY_ID, null);
    }
  });

  it("refuses a refund key Razorpay would not take, and refunds beyond what is left", async () => {
    const { body: link } = await api("POST", "/v1/payment_links", linkBody("R1"));
    const { paymentId } = standIn.payLink(link.id);
    const badKey = await api(
      "POST",
      `/v1/payments/${paymentId}/refund`,
      { amount: 1000 },
      { "x-refund-idempotency": "a:b" },
    );
    expect(badKey.status).toBe(400);
    expect((await api("POST", `/v1/payments/${paymentId}/refund`, { amount: 25001 })).status).toBe(400);
    expect((await api("POST", `/v1/payments/${paymentId}/refund`, {})).body).toMatchObject({ amount: 25000 });
    expect(
      (await api("POST", `/v1/payments/${paymentId}/refund`, { amount: 100 })).body.error.description,
    ).toBe("The payment has been fully refunded already");
    expect((await api("GET", `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: "refunded",
      refund_status: "full",
      amount_refunded: 25000,
    });
  });

  it("expires a link once its time is past, and says so in a delivery", async () => {
    const expireBy = Math.floor(Date.now() / 1000) + 20 * 60;
    const { body: link } = await api("POST", "/v1/payment_links", { ...linkBody("X1"), expire_by: expireBy });
    expect((await api("GET", `/v1/payment_links/${link.id}`)).body.status).toBe("created");
    standIn.advanceClock(21 * 60);
    try {
      expect((await api("GET", `/v1/payment_links/${link.id}`)).body).toMatchObject({ status: "expired" });
      const delivery = standIn.deliveriesOf("payment_link.expired").at(-1)!;
      expect(JSON.parse(delivery.body).payload.payment_link.entity.id).toBe(link.id);
    } finally {
      standIn.advanceClock(-21 * 60);
    }
  });

  it("can be driven over HTTP by another process", async () => {
    const account = await (
      await fetch(`${standIn.url}/_stand-in/accounts`, { method: "POST", body: JSON.stringify({}) })
    ).json();
    expect(account.keyId).toMatch(/^rzp_test_/);
    const { body: link } = await api("POST", "/v1/payment_links", linkBody("H1"));
    const paid = await (
      await fetch(`${standIn.url}/_stand-in/links/${link.id}/pay`, { method: "POST" })
    ).json();
    expect(paid.paymentId).toMatch(/^pay_/);
    expect(paid.callbackUrl).toContain("razorpay_signature=");
    await fetch(`${standIn.url}/_stand-in/faults`, {
      method: "POST",
      body: JSON.stringify({ count: 1, fault: "500", path: "/v1/payments/" }),
    });
    expect((await api("GET", `/v1/payment_links/${link.id}`)).status).toBe(200);
    expect((await api("GET", `/v1/payments/${paid.paymentId}`)).status).toBe(500);
    const requests = await (await fetch(`${standIn.url}/_stand-in/requests`)).json();
    expect(requests.at(-1)).toMatchObject({
      method: "GET",
      path: `/v1/payments/${paid.paymentId}`,
      keyId: STAND_IN_KEY_ID,
    });
    expect(JSON.stringify(requests)).not.toContain(STAND_IN_KEY_SECRET);
  });
});
