import { afterAll, beforeAll } from "vitest";
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from "./stand-in";

/**
 * The stand-in for the tests of the enclosing `describe`, started before a `useTestApp` declared
 * after this (hooks run in order) and with `settings` ready for its config: their `apiUrl` is the
 * stand-in's address once it listens. Fields are there once the suite has started.
 */
export function useStripeStandIn(applicationFeePercent = 0) {
  const settings = {
    secretKey: STAND_IN_SECRET_KEY,
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    apiUrl: "http://127.0.0.1:9",
    applicationFeePercent,
  };
  const suite = { settings, standIn: undefined as unknown as StripeStandIn };
  beforeAll(async () => {
    suite.standIn = await startStripeStandIn();
    settings.apiUrl = suite.standIn.url;
  });
  afterAll(() => suite.standIn?.close());
  return suite;
}
