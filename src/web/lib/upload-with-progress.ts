import { ApiError, getCsrfToken, resetCsrfToken } from "./api-client";

// Apart from api-client: only the prescription upload uses it, and the storefront's first screen
// loads api-client without it.

/** XMLHttpRequest, because fetch cannot report upload progress; same token and retry as apiRequest. */
function sendForm(url: string, form: FormData, token: string, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: string; statusText: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("x-csrf-token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText, statusText: xhr.statusText });
    xhr.onerror = () => reject(new Error("Failed to fetch"));
    xhr.send(form);
  });
}

/**
 * Uploads form data with progress (0 to 1) and returns the JSON answer. Errors are apiRequest's
 * ApiError.
 */
export async function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let res = await sendForm(url, form, await getCsrfToken(), onProgress);
  if (res.status === 403 && res.body.includes("CSRF")) {
    resetCsrfToken();
    res = await sendForm(url, form, await getCsrfToken(), onProgress);
  }
  if (res.status < 200 || res.status >= 300) throw new ApiError(res.status, res.body || res.statusText);
  return JSON.parse(res.body) as T;
}
