import { createElement } from "react";
import { DEFAULT_STORE_FORMATS } from "#contracts/store-locale";
import type { TSetupProgress } from "#contracts/store-setup";
import { paths } from "#web/config/paths";
import SetupPage from "#web/routes/setup";
import { TEST_OWNER } from "./fetch";
import { renderApp } from "./render";

/** A new restaurant's owner, signed in right after registering (GET /api/user). */
export const NEW_OWNER = {
  ...DEFAULT_STORE_FORMATS,
  ...TEST_OWNER,
  businessName: "Luigi's",
  businessSlug: "luigis",
  businessType: "restaurant",
  contactPhone: null,
  address: "245 Bedford Avenue, Brooklyn",
  description: null,
  isApproved: true,
  licenceNumber: null,
  logoUrl: null,
  customDisplayName: null,
  theme: "default",
  acceptsPrescriptions: false,
  country: null,
  phoneCountry: null,
  location: null,
  createdAt: "2026-12-01T00:00:00.000Z",
};

/** Where a store's first run stands (GET /api/setup): registered, so its type is done. */
export const testProgress = (over: Partial<TSetupProgress> = {}): TSetupProgress => ({
  steps: { type: "done" },
  next: "catalog",
  finishedAt: null,
  examples: { products: 0, categories: 0 },
  ...over,
});

/** The first-run path as the app shows it at /setup (or at one of its steps). */
export const renderSetup = (step?: string) =>
  renderApp(createElement(SetupPage), { path: paths.setup(step) });
