import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismiss } from "#web/components/ui/use-toast";
import { loadCatalog } from "#web/lib/i18n/load-catalog";

// The storefront's English words, as boot.tsx loads them before a page's first render (decision 0068).
await loadCatalog("en");

// findBy…/waitFor wait up to 5 s, not 1: on a slow, busy CI machine a debounced search and a
// 120-row table took longer than a second to show (catalog-content.test.tsx failed there, and
// passed alone). Waiting longer only slows a test that fails anyway.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so there is nothing to scroll; without this each view logs "Not implemented".
window.scrollTo = (() => {}) as typeof window.scrollTo;
// The same for a row of chips that scrolls sideways (a restaurant's menu tabs).
Element.prototype.scrollTo = (() => {}) as typeof Element.prototype.scrollTo;
// Nothing is ever on screen either: an observer that never reports (the menu's scroll-spy).
window.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = "";
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

afterEach(() => {
  // Testing Library unmounts after each test by itself only when the test API is global; it is not here.
  cleanup();
  dismiss();
  localStorage.clear();
  // What a tab keeps for a return from a payment page (storefront/utils/payment-trip.ts).
  sessionStorage.clear();
  vi.unstubAllGlobals();
});
