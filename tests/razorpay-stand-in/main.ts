import { parseArgs } from "node:util";
import { startRazorpayStandIn } from "./stand-in";

/**
 * The Razorpay stand-in on its own, for a journey run by hand or by e2e:
 *   npx tsx tests/razorpay-stand-in/main.ts --port 12112 [--webhook-url http://127.0.0.1:3000/api/payments/razorpay/webhook/<merchantId>]
 * Prints its URL (RAZORPAY_API_URL) and the default account's keys and webhook secret (what a
 * merchant pastes into the store's settings); that account's deliveries are posted, signed, to
 * --webhook-url. A link's short_url is a one-button page that pays it (no money moves); other
 * processes drive it through POST /_stand-in/accounts, /_stand-in/links/{id}/pay,
 * /_stand-in/links/{id}/expire, /_stand-in/faults and GET /_stand-in/requests, /_stand-in/deliveries.
 */
const { values } = parseArgs({
  options: { port: { type: "string", default: "0" }, "webhook-url": { type: "string" } },
});
const standIn = await startRazorpayStandIn({
  port: Number(values.port),
  webhookUrl: values["webhook-url"] ?? null,
});
const { keyId, keySecret, webhookSecret } = standIn.account;
process.stdout.write(`${JSON.stringify({ url: standIn.url, keyId, keySecret, webhookSecret })}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
