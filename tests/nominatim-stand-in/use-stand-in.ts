import { afterAll, beforeAll } from "vitest";
import { type NominatimStandIn, startNominatimStandIn } from "./stand-in";

/**
 * The stand-in for the tests of the enclosing `describe`, started before a `useTestApp` declared
 * after this (hooks run in order): `config.geocoderUrl` is its address once it listens (pass
 * `config` to the app's settings). Fields are there once the suite has started.
 */
export function useNominatimStandIn() {
  const suite = {
    config: { geocoderUrl: "http://127.0.0.1:9" as string | null },
    standIn: undefined as unknown as NominatimStandIn,
  };
  beforeAll(async () => {
    suite.standIn = await startNominatimStandIn();
    suite.config.geocoderUrl = suite.standIn.url;
  });
  afterAll(() => suite.standIn?.close());
  return suite;
}
