/**
 * Leaves the app for `url` (a payment page, or back from one): a full page load, so the browser's
 * back button and the provider's own page behave as on any site. One function, so tests replace it.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
