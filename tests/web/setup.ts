import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismiss } from "#web/components/ui/use-toast";

// jsdom lays nothing out, so there is nothing to scroll; without this each view logs "Not implemented".
window.scrollTo = (() => {}) as typeof window.scrollTo;

afterEach(() => {
  // Testing Library unmounts after each test by itself only when the test API is global; it is not here.
  cleanup();
  dismiss();
  localStorage.clear();
  vi.unstubAllGlobals();
});
