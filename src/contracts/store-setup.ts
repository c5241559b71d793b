// A new store's first-run path (issue 48): the steps a new merchant walks through right after
// registration, the catalog templates it may start from, and the hours each kind of store usually
// keeps. Pure apart from the request schemas at the end, so the dashboard and the server share one list.

import { z } from "zod";
import { BUSINESS_TYPES, type BusinessType } from "./business-types";
import { UUID_PATTERN, uuidList } from "./ids";
import type { TOpeningRange } from "./trading-hours";

/** What a store's catalog may start from: registration's `template` (default `none`, as before issue 48). */
export const STORE_TEMPLATES = ["restaurant", "pharmacy", "retail", "none"] as const;
export type TStoreTemplate = (typeof STORE_TEMPLATES)[number];

export const STORE_TEMPLATE_LABELS: Record<TStoreTemplate, string> = {
  restaurant: "Restaurant menu",
  pharmacy: "Pharmacy shelves",
  retail: "Shop catalog",
  none: "Start empty",
};

/** The template a business type starts from when the merchant takes the suggestion. */
export const templateFor = (type: string): TStoreTemplate =>
  (BUSINESS_TYPES as readonly string[]).includes(type) ? (type as BusinessType) : "none";

/**
 * The first-run path's steps, in order; "Your store is live" follows them. Each is done or skipped
 * (remembered on the server), or still to do.
 */
export const SETUP_STEPS = ["type", "catalog", "hours", "delivery", "payments"] as const;
export type TSetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_STEP_LABELS: Record<TSetupStep, string> = {
  type: "What you sell",
  catalog: "Your catalog",
  hours: "When you are open",
  delivery: "How shoppers get it",
  payments: "How you are paid",
};

export const SETUP_STEP_STATES = ["done", "skipped"] as const;
export type TSetupStepState = (typeof SETUP_STEP_STATES)[number];

/** GET /api/setup (and the answer of every setup write): where the store's first run stands. */
export interface TSetupProgress {
  /** Each step the merchant finished or skipped; a step not named is still to do. */
  steps: Partial<Record<TSetupStep, TSetupStepState>>;
  /** The first step neither done nor skipped; null once every step is. */
  next: TSetupStep | null;
  /** When the merchant reached "Your store is live"; null before. */
  finishedAt: string | null;
  /** The store's example items still waiting to be published, edited or removed. */
  examples: { products: number; categories: number };
}

export const SETUP_MESSAGES = {
  step: `step must be one of ${SETUP_STEPS.join(", ")}`,
  state: `state must be one of ${SETUP_STEP_STATES.join(", ")}`,
  template: `template must be one of ${STORE_TEMPLATES.join(", ")}`,
  templateTwice:
    "This store already has example items: publish or remove them before adding a template again.",
  noExamples: "This store has no example items.",
  exampleNotFound: "Example product not found",
  exampleIds: "ids must be product ids",
} as const;

/** Registration's and POST /api/setup/template's `template`. */
export const ZStoreTemplate = z.enum(STORE_TEMPLATES, { error: SETUP_MESSAGES.template });

/** PUT /api/setup/steps/{step}: `{state}`; the step is the route's. */
export const ZSetupStepRequest = z.object({
  state: z.enum(SETUP_STEP_STATES, { error: SETUP_MESSAGES.state }),
});
export type TSetupStepRequest = z.input<typeof ZSetupStepRequest>;

/** PUT /api/setup/business-type: the first step, "What you sell". */
export const ZSetupBusinessTypeRequest = z.object({
  businessType: z.enum(BUSINESS_TYPES, { error: "Please select a business type" }),
});
export type TSetupBusinessTypeRequest = z.input<typeof ZSetupBusinessTypeRequest>;

/** POST /api/setup/template: the catalog step's template, for a store registered without one. */
export const ZApplyTemplateRequest = z.object({ template: ZStoreTemplate });
export type TApplyTemplateRequest = z.input<typeof ZApplyTemplateRequest>;

/** What applying a template made. */
export interface TAppliedTemplate {
  template: TStoreTemplate;
  categories: number;
  products: number;
}

/**
 * POST /api/setup/examples/publish: the example products named (all of them when `ids` is left
 * out) become the merchant's own, available to shoppers; `changes` edits some of them in the same
 * request (the catalog step's inline name and price fields), checked as the product form checks them.
 */
export const ZPublishExamplesRequest = z.object({
  ids: uuidList(SETUP_MESSAGES.exampleIds).max(500, "At most 500 products at a time").optional(),
  changes: z
    .array(
      z.object({
        id: z
          .string({ error: "Each change names its product's id" })
          .trim()
          .toLowerCase()
          .regex(UUID_PATTERN, "Each change names its product's id"),
        name: z.string({ error: "Product name is required" }).optional(),
        /** In the store's currency, as the product form sends it. */
        price: z.union([z.string(), z.number()], { error: "Price must be a number" }).optional(),
        description: z.string().nullable().optional(),
      }),
      { error: "changes must be a list of {id, name, price}" },
    )
    .max(500, "At most 500 products at a time")
    .optional(),
});
export type TPublishExamplesRequest = z.input<typeof ZPublishExamplesRequest>;

export interface TPublishedExamples {
  published: number;
}

/** DELETE /api/setup/examples: every example product, and the example categories left empty. */
export interface TRemovedExamples {
  products: number;
  categories: number;
}

const every = (days: number[], opens: string, closes: string): TOpeningRange[] =>
  days.map((day) => ({ day, opens, closes }));

/** The hours each kind of store usually keeps: the hours step starts from them (editable). */
export const HOURS_PRESETS: Record<BusinessType, TOpeningRange[]> = {
  restaurant: every([0, 1, 2, 3, 4, 5, 6], "11:00", "22:00"),
  pharmacy: [...every([1, 2, 3, 4, 5, 6], "08:00", "20:00"), ...every([0], "09:00", "14:00")],
  retail: every([1, 2, 3, 4, 5, 6], "10:00", "19:00"),
};

/** The delivery step's suggested distance: 3 km, or 2 mi where distances are in miles. */
export const DEFAULT_DELIVERY_RADIUS = { km: 3, mi: 2 } as const;
export const KM_PER_MILE = 1.609344;
/** Countries whose road signs are in miles: the delivery step offers miles there. */
export const MILE_COUNTRIES = new Set(["US", "GB", "LR", "MM"]);
