import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { AREAS, HOUSES, type StandInPlace } from "./places";

/** "500": Nominatim's error; "hang": no answer (the app's timeout ends it); "garbage": not JSON. */
type Fault = "500" | "hang" | "garbage";

export interface NominatimStandIn {
  url: string;
  /** Every search's `q`, in order: what reached the geocoder (and what a cache saved). */
  searches: string[];
  /** The next searches fail this way until `fail(null)`. */
  fail(fault: Fault | null): void;
  close(): Promise<void>;
}

/** The stand-in's spelling of a text: no case, commas or runs of spaces. */
const normal = (text: string) => text.toLowerCase().replace(/[,.]/g, " ").replace(/\s+/g, " ").trim();

const HOUSE_INDEX = new Map([...HOUSES].map(([text, place]) => [normal(text), place]));

/** What Nominatim finds for `q`: a known house, else the area the text names, else nothing. */
export function searchPlaces(q: string): StandInPlace[] {
  const text = normal(q);
  const house = HOUSE_INDEX.get(text);
  if (house) return [house];
  const area = AREAS.find(([pattern]) => pattern.test(text));
  return area ? [area[1]] : [];
}

/** `format=json` says `class` where jsonv2 says `category`; the rest is the same. */
function inFormat(place: StandInPlace, format: string) {
  if (format !== "json") return place;
  const { category, ...rest } = place;
  return { ...rest, class: category };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/**
 * A local Nominatim (issue 42's Tests): `GET /search?q=&format=jsonv2&limit=&addressdetails=` answers
 * as Nominatim does, an array of places in its jsonv2 shape (`[]` when nothing matches), and its
 * error body for a search without `q`. Tests count the searches it got and make it fail.
 */
export async function startNominatimStandIn(options: { port?: number } = {}): Promise<NominatimStandIn> {
  const searches: string[] = [];
  let fault: Fault | null = null;
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method !== "GET" || url.pathname.replace(/\/+$/, "") !== "/search") {
      return send(res, 404, { error: { code: 404, message: "Unknown API call" } });
    }
    const q = url.searchParams.get("q")?.trim() ?? "";
    if (!q) return send(res, 400, { error: { code: 400, message: "Nothing to search for." } });
    searches.push(q);
    if (fault === "hang") {
      hanging.add(res);
      return;
    }
    if (fault === "500") return send(res, 500, { error: { code: 500, message: "Internal Server Error" } });
    if (fault === "garbage") {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html>Bad gateway</html>");
    }
    const format = url.searchParams.get("format") ?? "xml";
    const limit = Math.max(1, Math.min(40, Number(url.searchParams.get("limit") ?? 10) || 10));
    send(
      res,
      200,
      searchPlaces(q)
        .slice(0, limit)
        .map((place) => inFormat(place, format)),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    searches,
    fail(next) {
      fault = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
