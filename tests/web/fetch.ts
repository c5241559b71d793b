import { vi } from "vitest";
import { ROLE_PERMISSIONS } from "#contracts/staff";

/**
 * Who is signed in when a test does not say (GET /api/user): a store's owner, who may do everything
 * (decision 0059), so a screen shows every button it has. A test of a role mocks "GET /api/user".
 */
export const TEST_OWNER = {
  id: "m-test",
  email: "owner@example.com",
  businessName: "Test Store",
  businessSlug: "test-store",
  currency: "USD",
  locale: "en-US",
  languages: ["en" as const],
  defaultLanguage: "en" as const,
  role: "owner" as const,
  permissions: ROLE_PERMISSIONS.owner,
  stores: [{ merchantId: "m-test", businessName: "Test Store", role: "owner" as const }],
  person: { id: "p-test", name: "Olive Owner", email: "owner@example.com" },
  status: "approved" as const,
  statusReason: null,
  viewAs: null,
};

/** A request the app made, as the server would read it. */
export interface SentRequest {
  method: string;
  url: string;
  /** The parsed JSON body, or the FormData / nothing as sent. */
  body: unknown;
}

/** How a mocked route answers: a JSON body with status 200, or a status of its own. */
export type Reply = { status: number; body?: unknown } | { json: unknown };
type Route = Reply | ((request: SentRequest) => Reply | Promise<Reply>);

const toResponse = (reply: Reply) => {
  if ("json" in reply) {
    return new Response(JSON.stringify(reply.json), { headers: { "Content-Type": "application/json" } });
  }
  const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? "");
  return new Response(text, { status: reply.status });
};

/**
 * Replaces the browser's fetch, which the app's api-client calls: `routes` answers by "METHOD /path"
 * (the query string included). The anti-forgery token is always given, and so is the signed-in
 * person (TEST_OWNER) unless `routes` says otherwise. Anything else answers 500, so a test fails on a
 * request it did not expect. `requests` lists what was sent, token and default user fetches aside.
 */
export function mockFetch(routes: Record<string, Route>) {
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    if (url === "/api/csrf-token") return toResponse({ json: { csrfToken: "test-csrf-token" } });
    if (method === "GET" && url === "/api/user" && !routes["GET /api/user"])
      return toResponse({ json: TEST_OWNER });
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const request = { method, url, body };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    if (!route) return toResponse({ status: 500, body: `No mock for ${method} ${url}` });
    return toResponse(typeof route === "function" ? await route(request) : route);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, fetchMock };
}

/** A reply the test releases when it wants: to see what a screen shows while it waits. */
export function heldReply() {
  let release!: (reply: Reply) => void;
  const reply = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { reply: () => reply, release };
}
