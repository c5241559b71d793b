import { LRUCache } from "lru-cache";
import { GEOCODE_MESSAGES, type TGeocodeResponse, type TGeocodeResult } from "#contracts/geocoding";
import { searchUrl, toGeocodeResult } from "./nominatim";

/** Where addresses are looked up (GEOCODER_URL); `search` never throws: a failure is a reason. */
export interface Geocoder {
  /** A geocoder is set up (GEOCODER_URL). */
  configured: boolean;
  search(q: string): Promise<TGeocodeResponse>;
}

/** A search that takes longer is given up: the shopper places the pin instead. */
export const GEOCODER_TIMEOUT_MS = 4000;
/** Answers are kept this long: one shopper's retyping and one order's second look cost nothing. */
const CACHE_TTL_MS = 10 * 60 * 1000;
const CACHE_ENTRIES = 2000;

/** One spelling for the same text: case, spaces and a trailing comma do not make a new search. */
export const cacheKey = (q: string) =>
  q
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s,.]+$/, "")
    .trim();

const NO_GEOCODER: Geocoder = {
  configured: false,
  search: async () => ({ result: null, reason: GEOCODE_MESSAGES.notConfigured }),
};

/**
 * A Nominatim-compatible geocoder at `baseUrl` (null: none, and every search says so). Answers,
 * found or not, are cached for ten minutes; a search already on its way for the same text is shared.
 * A timeout, a refusal or a body that is not Nominatim's is "not answering", never "not found", and
 * is not cached.
 */
export function createGeocoder(
  baseUrl: string | null,
  options: { timeoutMs?: number; warn?: (message: string, err: unknown) => void } = {},
): Geocoder {
  if (!baseUrl) return NO_GEOCODER;
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const cache = new LRUCache<string, { result: TGeocodeResult | null }>({
    max: CACHE_ENTRIES,
    ttl: CACHE_TTL_MS,
  });
  const inFlight = new Map<string, Promise<TGeocodeResponse>>();

  async function lookUp(q: string, key: string): Promise<TGeocodeResponse> {
    try {
      const res = await fetch(searchUrl(baseUrl as string, q), {
        headers: { accept: "application/json", "user-agent": "storefront-builder (delivery checks)" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`The geocoder answered ${res.status}`);
      const answer = { result: toGeocodeResult(await res.json()) };
      cache.set(key, answer);
      return answer;
    } catch (err) {
      options.warn?.("The geocoder did not answer", err);
      return { result: null, reason: GEOCODE_MESSAGES.unavailable };
    }
  }

  return {
    configured: true,
    async search(q) {
      const key = cacheKey(q);
      const kept = cache.get(key);
      if (kept) return kept;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const search = lookUp(q.trim(), key).finally(() => inFlight.delete(key));
      inFlight.set(key, search);
      return search;
    },
  };
}
