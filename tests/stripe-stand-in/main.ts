import { parseArgs } from "node:util";
import { startStripeStandIn } from "./stand-in";

/**
 * The Stripe stand-in on its own, for a journey run by hand or by e2e:
 *   npx tsx tests/stripe-stand-in/main.ts --port 12111 [--webhook-url http://127.0.0.1:3000/api/payments/stripe/webhook]
 * Prints its URL (STRIPE_API_URL) and the keys to start the app with; every event it makes is sent,
 * signed, to --webhook-url. Its payment page and onboarding are one click each (no money moves).
 */
const { values } = parseArgs({
  options: { port: { type: "string", default: "0" }, "webhook-url": { type: "string" } },
});
const standIn = await startStripeStandIn({
  port: Number(values.port),
  webhookUrl: values["webhook-url"] ?? null,
});
process.stdout.write(
  `${JSON.stringify({ url: standIn.url, secretKey: standIn.secretKey, webhookSecret: standIn.webhookSecret })}\n`,
);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
