import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Call = { url: string; init?: RequestInit };

/** A scripted fetch: each call takes the next response; calls are recorded. */
function scriptFetch(responses: (() => Response)[]) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected fetch ${url}`);
    return next();
  });
  vi.stubGlobal("fetch", fn);
  return calls;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let client: typeof import("./api-client");
beforeEach(async () => {
  vi.resetModules();
  client = await import("./api-client");
});
afterEach(() => vi.unstubAllGlobals());

describe("api client (spec section 7)", () => {
  it("reads JSON with cookies sent, and gives null on 401 when asked", async () => {
    const calls = scriptFetch([json(401, { message: "Not authenticated" }), json(200, { id: 1 })]);
    expect(await client.getJsonOrNull("/api/user")).toBeNull();
    expect(await client.getJson("/api/microsite/abc")).toEqual({ id: 1 });
    expect(calls[1]!.url).toBe("/api/microsite/abc");
    expect(calls.every((c) => c.init?.credentials === "include")).toBe(true);
  });

  it("raises 'status: body' for other failures, with the status and the parsed body", async () => {
    scriptFetch([json(401, { message: "Not authenticated" })]);
    const refused = client.getJson("/api/user");
    await expect(refused).rejects.toThrow('401: {"message":"Not authenticated"}');
    await expect(refused).rejects.toMatchObject({ status: 401, body: { message: "Not authenticated" } });
    await expect(refused).rejects.toBeInstanceOf(client.ApiError);
    scriptFetch([() => new Response("", { status: 500, statusText: "Internal Server Error" })]);
    const failed = client.getJson("/api/x");
    await expect(failed).rejects.toThrow("500: Internal Server Error");
    await expect(failed).rejects.toMatchObject({ status: 500, body: "Internal Server Error" });
    scriptFetch([() => new Response("Bad gateway", { status: 502 })]);
    await expect(client.getJsonOrNull("/api/x")).rejects.toMatchObject({
      message: "502: Bad gateway",
      body: "Bad gateway",
    });
  });

  it("fetches the CSRF token once, caches it, and sends JSON with it", async () => {
    const calls = scriptFetch([json(200, { csrfToken: "tok1" }), json(200, {}), json(200, {})]);
    await client.apiRequest("POST", "/api/login", { email: "a" });
    await client.apiRequest("PUT", "/api/products/1", { name: "b" });
    expect(calls.map((c) => c.url)).toEqual(["/api/csrf-token", "/api/login", "/api/products/1"]);
    const headers = calls[1]!.init!.headers as Record<string, string>;
    expect(headers["x-csrf-token"]).toBe("tok1");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(calls[1]!.init!.body).toBe('{"email":"a"}');
    expect(calls[1]!.init!.credentials).toBe("include");
  });

  it("GET needs no token; form data does, and is sent as is", async () => {
    const calls = scriptFetch([
      json(200, []),
      json(200, { csrfToken: "tok" }),
      json(200, { imageUrl: "/u/x" }),
    ]);
    await client.apiRequest("GET", "/api/products");
    const form = new FormData();
    form.append("image", new Blob(["x"]), "x.png");
    await client.apiRequest("POST", "/api/upload-image", form);
    expect((calls[0]!.init!.headers as Record<string, string>)["x-csrf-token"]).toBeUndefined();
    const headers = calls[2]!.init!.headers as Record<string, string>;
    expect(headers["x-csrf-token"]).toBe("tok");
    expect(headers["Content-Type"]).toBeUndefined();
    expect(calls[2]!.init!.body).toBe(form);
  });

  it("after a CSRF 403, drops the token and retries once with a fresh one", async () => {
    const calls = scriptFetch([
      json(200, { csrfToken: "old" }),
      json(403, { message: "Invalid or missing CSRF token" }),
      json(200, { csrfToken: "new" }),
      json(200, { ok: true }),
    ]);
    const res = await client.apiRequest("POST", "/api/logout");
    expect(res.status).toBe(200);
    expect((calls[3]!.init!.headers as Record<string, string>)["x-csrf-token"]).toBe("new");
  });

  it("sends a request's own headers (an order's Idempotency-Key), again on the CSRF retry", async () => {
    const calls = scriptFetch([
      json(200, { csrfToken: "old" }),
      json(403, { message: "Invalid or missing CSRF token" }),
      json(200, { csrfToken: "new" }),
      json(201, { id: "o1" }),
    ]);
    await client.apiRequest("POST", "/api/orders", { items: [] }, { "Idempotency-Key": "attempt-1" });
    const sent = [calls[1]!, calls[3]!].map((c) => c.init!.headers as Record<string, string>);
    expect(sent.map((h) => h["Idempotency-Key"])).toEqual(["attempt-1", "attempt-1"]);
    expect(sent.map((h) => h["x-csrf-token"])).toEqual(["old", "new"]);
  });

  it("retries only once, and not for other 403s", async () => {
    scriptFetch([
      json(200, { csrfToken: "a" }),
      json(403, { message: "Invalid or missing CSRF token" }),
      json(200, { csrfToken: "b" }),
      json(403, { message: "Invalid or missing CSRF token" }),
    ]);
    await expect(client.apiRequest("POST", "/api/x")).rejects.toThrow(/^403: /);
    const calls = scriptFetch([json(403, { message: "Your account is awaiting approval" })]);
    await expect(client.apiRequest("POST", "/api/login", {})).rejects.toThrow("403: ");
    expect(calls).toHaveLength(1);
  });

  it("a failed token fetch raises 'Failed to get CSRF token'", async () => {
    scriptFetch([json(500, {})]);
    await expect(client.apiRequest("POST", "/api/x")).rejects.toThrow("Failed to get CSRF token");
  });

  it("errorMessage extracts the server's message", () => {
    expect(client.errorMessage(new client.ApiError(401, '{"message":"Invalid email or password"}'))).toBe(
      "Invalid email or password",
    );
    expect(client.errorMessage(new client.ApiError(500, "Internal Server Error"))).toBe(
      "Internal Server Error",
    );
    expect(client.errorMessage(new client.ApiError(409, '{"nextSlot":null}'))).toBe('{"nextSlot":null}');
    expect(client.errorMessage(new Error("Failed to get CSRF token"))).toBe("Failed to get CSRF token");
  });

  it("errorField names the field of the answer's first issue, and isNotFoundError a 404", () => {
    const invalid = new client.ApiError(400, '{"message":"Code is taken","issues":[{"path":["code"]}]}');
    expect(client.errorField(invalid)).toBe("code");
    expect(client.errorField(new client.ApiError(400, "Bad Request"))).toBeUndefined();
    expect(client.errorField(new Error('400: {"issues":[{"path":["code"]}]}'))).toBeUndefined();
    expect(client.isNotFoundError(new client.ApiError(404, '{"message":"Store not found"}'))).toBe(true);
    expect(client.isNotFoundError(new client.ApiError(500, "404: nested"))).toBe(false);
    expect(client.isNotFoundError(new Error("404: not an answer"))).toBe(false);
  });
});
