/**
 * The installable dashboard (decision 0031): the manifest link and the service worker, for the
 * merchant's screens only. The merchant's paths share no prefix, and a worker registered for "/"
 * would control every storefront page this browser opens; so the one worker script is registered
 * once per merchant path, each registration covering that path alone.
 */
export const MERCHANT_APP_SCOPES = ["/dashboard", "/products", "/ads", "/delivery-zones", "/auth"] as const;

const WORKER_URL = "/sw.js";
const MANIFEST_URL = "/manifest.webmanifest";

const hasWorkers = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * Links the manifest into the page and registers the worker for each merchant path. Returns what
 * unlinks the manifest (leaving the merchant's screens for the landing page, say); the workers stay.
 */
export function installMerchantApp(): () => void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="manifest"]`);
  const added = !link;
  if (!link) {
    link = document.createElement("link");
    link.rel = "manifest";
    link.href = MANIFEST_URL;
    document.head.append(link);
  }
  if (hasWorkers()) {
    for (const scope of MERCHANT_APP_SCOPES) {
      // A browser that refuses (private mode, a policy) leaves a dashboard that works, uninstallable.
      navigator.serviceWorker.register(WORKER_URL, { scope }).catch(() => {});
    }
  }
  return () => {
    if (added) link.remove();
  };
}

/** The dashboard's own registration, once active: what shows its notifications. Null without one. */
export async function dashboardRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!hasWorkers()) return null;
  const registration = await navigator.serviceWorker.getRegistration(MERCHANT_APP_SCOPES[0]);
  return registration?.active ? registration : null;
}
