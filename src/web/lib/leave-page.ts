import { navigateTo } from "./router";

/**
 * Goes to a payment page, or back from one. Another site (Stripe's hosted page) is a full page load,
 * so the browser's Back and the provider's page behave as on any site; an address of this app (the
 * test gateway's page, a store's success view) is a move within the app.
 */
export function leavePageFor(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin)
    navigateTo(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
}
