import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * The app's API in a page's own cookie jar (what the page's browser context holds), with the CSRF
 * token the server asks for on every write: for setting up what a journey starts from. Each call
 * expects success and returns the parsed body.
 */
export function apiOf(page: Page) {
  const request: APIRequestContext = page.request;
  const token = async () =>
    ((await (await request.get("/api/csrf-token")).json()) as { csrfToken: string }).csrfToken;
  const call = async <T>(
    method: string,
    path: string,
    body: { data?: unknown; multipart?: Record<string, UploadedFile> } = {},
  ): Promise<T> => {
    const res = await request.fetch(path, {
      method,
      headers: method === "GET" ? {} : { "x-csrf-token": await token() },
      ...body,
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (res.status() === 204 ? undefined : await res.json()) as T;
  };
  return {
    get: <T = unknown>(path: string) => call<T>("GET", path),
    post: <T = unknown>(path: string, data?: unknown) => call<T>("POST", path, { data }),
    put: <T = unknown>(path: string, data?: unknown) => call<T>("PUT", path, { data }),
    patch: <T = unknown>(path: string, data?: unknown) => call<T>("PATCH", path, { data }),
    delete: <T = unknown>(path: string) => call<T>("DELETE", path),
    /** One file in a multipart form under `field`, as the app's upload screens send it. */
    upload: <T = unknown>(path: string, field: string, file: UploadedFile) =>
      call<T>("POST", path, { multipart: { [field]: file } }),
  };
}

/** A file as a form sends it. */
export interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Signs the page's browser context in through the API (a demo store's password by default). */
export async function signIn(page: Page, email: string, password = "demo1234") {
  await apiOf(page).post("/api/login", { email, password });
}

export interface NewStore {
  email: string;
  password: string;
  businessName: string;
  businessSlug: string;
  businessType?: string;
}

/** Registers a store through the API; the page's context is signed in as its merchant. */
export async function registerStore(page: Page, store: NewStore) {
  return apiOf(page).post<{ id: string; businessSlug: string }>("/api/register", store);
}
