import { afterAll, beforeAll } from "vitest";
import {
  type RazorpayStandIn,
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
  startRazorpayStandIn,
} from "./stand-in";

/**
 * The Razorpay stand-in for the tests of the enclosing `describe`, started before a `useTestApp`
 * declared after this (hooks run in order). `settings` is the app config's `payments.razorpay`
 * (`{ apiUrl }`), the same object throughout: its `apiUrl` is the stand-in's address once it listens,
 * so it can be handed to a config built before then. `keys` and `webhookSecret` are the default
 * account's (what a merchant would paste into the store's settings). Fields are there once the suite
 * has started.
 */
export function useRazorpayStandIn() {
  const settings = { apiUrl: "http://127.0.0.1:9" };
  const suite = {
    settings,
    keys: { keyId: STAND_IN_KEY_ID, keySecret: STAND_IN_KEY_SECRET },
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    standIn: undefined as unknown as RazorpayStandIn,
  };
  beforeAll(async () => {
    suite.standIn = await startRazorpayStandIn();
    settings.apiUrl = suite.standIn.url;
  });
  afterAll(() => suite.standIn?.close());
  return suite;
}
