/**
 * The client contract of spec section 7: cookies on every call, a cached anti-forgery token on
 * every non-GET (and every form-data) request, one retry after a CSRF 403, and errors whose text is
 * "status: body".
 */
let csrfToken: string | null = null;

/**
 * A non-OK answer. Its message is the spec's error text, "status: body" (the response body, or the
 * status text when the body is empty); `body` is that body parsed when it is JSON, else the text,
 * so callers read the server's `message` or `issues` without parsing the message back.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly body: unknown;

  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.body = parseBody(text);
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

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
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
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

/** GET `url`'s JSON, with the session's cookie. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** GET `url`'s JSON, or null when the caller is not signed in (a 401 is an answer here, spec section 7). */
export async function getJsonOrNull<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The error is the server saying the thing does not exist (404), not a network or server failure. */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The error is the server saying the thing is there but not for now (410: a suspended store's pages). */
export const isGoneError = (error: unknown): boolean => error instanceof ApiError && error.status === 410;

/** The request never reached the server: the browser is offline or the connection dropped. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

/** The answer's JSON object, when the error is an answer with one. */
function errorBody(error: unknown): { message?: unknown; issues?: { path?: unknown[] }[] } | null {
  if (!(error instanceof ApiError)) return null;
  return typeof error.body === "object" && error.body !== null ? error.body : null;
}

/** The request field an error answer names (its first issue's path), if it names one. */
export function errorField(error: unknown): string | undefined {
  const field = errorBody(error)?.issues?.[0]?.path?.[0];
  return typeof field === "string" ? field : undefined;
}

/**
 * The server's own words about a failure (its answer's JSON `message`), or null: a dropped
 * connection, or an answer that is no message of ours (a proxy's error page). A screen shows these
 * words when there are some, such as a 503's "We can't reach the store right now…" while the
 * database is away, and its own otherwise.
 */
export function serverMessage(error: unknown): string | null {
  const message = errorBody(error)?.message;
  return typeof message === "string" ? message : null;
}

/**
 * The human part of an error: the server's `message` when its answer has one, else the answer's
 * text (what follows "status: "), else the error's own message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return serverMessage(error) ?? error.message.slice(`${error.status}: `.length);
  return error instanceof Error ? error.message : String(error);
}
