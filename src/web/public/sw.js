// The installable dashboard's service worker (decision 0031). It is registered only from the
// merchant's screens, once per merchant path (/dashboard, /products, /ads, /delivery-zones, /auth),
// so it never controls a storefront page. It caches nothing but the offline page: every screen comes
// from the network as before, and only a navigation that cannot reach the server gets the offline page.
const CACHE = "storelaunch-offline-v1";
const OFFLINE_URL = "/offline.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith("storelaunch-offline-") && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // The worker's start-up then overlaps the page's request instead of delaying it.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  // Everything but a page load (scripts, the API, the order stream) goes straight to the network.
  if (event.request.mode !== "navigate") return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded ?? (await fetch(event.request));
      } catch {
        return (await caches.match(OFFLINE_URL)) ?? Response.error();
      }
    })(),
  );
});

/** A new-order notification's click: to the orders, in a window the merchant already has open if any. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/dashboard?tab=orders", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const dashboard = windows.find((client) => new URL(client.url).pathname === "/dashboard");
      if (!dashboard) return self.clients.openWindow(url);
      const focused = await dashboard.focus();
      if (focused.url === url) return focused;
      // navigate() works only on a window this registration controls; focusing it is enough otherwise.
      return focused.navigate?.(url).catch(() => focused);
    })(),
  );
});
