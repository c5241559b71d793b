/**
 * The client contract of spec section 7: cookies on every call, a cached anti-forgery token on
 * every non-GET (and every form-data) request, one retry after a CSRF 403, and errors whose text is
 * "status: body".
 */
let csrfToken: string | null = null;

/** The session's anti-forgery token, asked for once and kept. */
export async function getCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  let res: Response;
  try {
    res = await fetch("/api/csrf-token", { credentials: "include" });
  } catch {
    throw new Error("Failed to get CSRF token");
  }
  if (!res.ok) throw new Error("Failed to get CSRF token");
  const body = (await res.json()) as { csrfToken?: string };
  if (!body.csrfToken) throw new Error("Failed to get CSRF token");
  csrfToken = body.csrfToken;
  return csrfToken;
}

/** Forget the cached token (the server binds it to the session, which changes at login/logout). */
export function resetCsrfToken() {
  csrfToken = null;
}

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

async function send(
  method: string,
  url: string,
  data: unknown,
  token: string | null,
  extraHeaders: Record<string, string>,
): Promise<Response> {
  const isForm = data instanceof FormData;
  const headers: Record<string, string> = { ...extraHeaders };
  if (data !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (token) headers["x-csrf-token"] = token;
  return fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: "include",
  });
}

/** `headers`: the request's own, e.g. a checkout's Idempotency-Key (sent again on the CSRF retry). */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const needsToken = method.toUpperCase() !== "GET" || data instanceof FormData;
  let res = await send(method, url, data, needsToken ? await getCsrfToken() : null, headers);
  if (needsToken && res.status === 403) {
    const body = await res.clone().text();
    if (body.includes("CSRF")) {
      resetCsrfToken();
      res = await send(method, url, data, await getCsrfToken(), headers);
    }
  }
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Fetch JSON for a query key whose parts are joined with slashes. */
export async function fetchQuery<T>(
  queryKey: readonly unknown[],
  on401: UnauthorizedBehavior,
): Promise<T | null> {
  const res = await fetch(queryKey.join("/"), { credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The error is the server saying the thing does not exist (404), not a network or server failure. */
export const isNotFoundError = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith("404:");

/** The request never reached the server: the browser is offline or the connection dropped. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

/** The answer's body as JSON (errors come as "409: {json}"), or null when it is not. */
function errorBody(error: unknown): { message?: unknown; issues?: { path?: unknown[] }[] } | null {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(text);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!);
  } catch {
    return null;
  }
}

/** The request field an error answer names (its first issue's path), if it names one. */
export function errorField(error: unknown): string | undefined {
  const field = errorBody(error)?.issues?.[0]?.path?.[0];
  return typeof field === "string" ? field : undefined;
}

/**
 * The human part of an error raised above: the server's `message` when the body is JSON,
 * else the text after "status: ".
 */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(text);
  if (!match) return text;
  const message = errorBody(error)?.message;
  return typeof message === "string" ? message : match[1]!;
}
