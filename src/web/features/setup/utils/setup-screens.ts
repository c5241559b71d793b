import { BUSINESS_TYPES, type BusinessType } from "#contracts/business-types";
import type { TCategory, TProduct } from "#contracts/catalog";
import {
  DEFAULT_DELIVERY_RADIUS,
  KM_PER_MILE,
  MILE_COUNTRIES,
  SETUP_STEPS,
  type TSetupProgress,
  type TSetupStep,
} from "#contracts/store-setup";

/** The first-run path's screens: its five steps, then "Your store is live". */
export type SetupScreen = TSetupStep | "live";
export const SETUP_SCREENS: readonly SetupScreen[] = [...SETUP_STEPS, "live"];

const isScreen = (value: string | null): value is SetupScreen =>
  (SETUP_SCREENS as readonly (string | null)[]).includes(value);

/** The screen asked for (`?step=`), else the first step still to do, else the end. */
export const screenOf = (asked: string | null, progress: Pick<TSetupProgress, "next">): SetupScreen =>
  isScreen(asked) ? asked : (progress.next ?? "live");

/** The screen after `step` in the path's order (a step done earlier is shown again, to change it). */
export const screenAfter = (step: TSetupStep): SetupScreen =>
  SETUP_SCREENS[SETUP_SCREENS.indexOf(step) + 1] ?? "live";

/** The step before `screen`, or null at the first. */
export const stepBefore = (screen: SetupScreen): TSetupStep | null =>
  SETUP_STEPS[SETUP_SCREENS.indexOf(screen) - 1] ?? null;

/** A store's type as the presets know it: an unknown one reads as a shop. */
export const knownType = (type: string): BusinessType =>
  (BUSINESS_TYPES as readonly string[]).includes(type) ? (type as BusinessType) : "retail";

/** Where distances are in miles (by the store's country), the delivery step offers miles. */
export const distanceUnit = (country: string | null): "km" | "mi" =>
  country && MILE_COUNTRIES.has(country) ? "mi" : "km";

export const defaultDistance = (unit: "km" | "mi") => String(DEFAULT_DELIVERY_RADIUS[unit]);

/** A typed distance in kilometres, or null when it is not a distance. */
export function distanceKm(text: string, unit: "km" | "mi"): number | null {
  const value = Number(text.trim().replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value) || value <= 0) return null;
  return unit === "mi" ? Math.round(value * KM_PER_MILE * 1000) / 1000 : value;
}

export interface ExampleGroup {
  id: string;
  name: string;
  products: TProduct[];
}

/** The store's example products by category, in the categories' order; those without one last. */
export function exampleGroups(products: TProduct[], categories: TCategory[]): ExampleGroup[] {
  const examples = products.filter((product) => product.isExample);
  const groups = categories
    .map((category) => ({
      id: category.id,
      name: category.name,
      products: examples.filter((product) => product.categoryId === category.id),
    }))
    .filter((group) => group.products.length > 0);
  const known = new Set(categories.map((category) => category.id));
  const loose = examples.filter((product) => !product.categoryId || !known.has(product.categoryId));
  return loose.length > 0 ? [...groups, { id: "", name: "Other", products: loose }] : groups;
}
