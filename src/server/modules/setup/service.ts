import { ZCreateProductRequest } from "#contracts/catalog";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import {
  SETUP_MESSAGES,
  SETUP_STEPS,
  STORE_TEMPLATE_LABELS,
  type TAppliedTemplate,
  type TPublishExamplesRequest,
  type TPublishedExamples,
  type TRemovedExamples,
  type TSetupProgress,
  type TSetupStep,
  type TSetupStepState,
  type TStoreTemplate,
} from "#contracts/store-setup";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db, Tx } from "#server/db/client";
import { AppError, notFound } from "#server/errors";
import { recordAudit } from "#server/modules/audit/service";
import {
  addExampleCatalog,
  countProducts,
  type ExampleCatalog,
  exampleCounts,
  publishExamples as publishExampleProducts,
  removeExamples as removeExampleProducts,
} from "#server/modules/catalog/service";
import type { FileStorage } from "#server/storage/file-storage";
import { toSetupProgress } from "./mappers";
import * as q from "./queries";
import { templatePrice } from "./template-prices";
import type { CatalogTemplate } from "./templates/catalog-template";
import { PHARMACY_TEMPLATE } from "./templates/pharmacy";
import { RESTAURANT_TEMPLATE } from "./templates/restaurant";
import { RETAIL_TEMPLATE } from "./templates/retail";

// A new store's first-run path (issue 48, decision 0073): its steps, remembered on the store's row,
// and the catalog templates it may start from, whose items are examples until the merchant
// publishes, edits or removes them.

const TEMPLATES: Record<Exclude<TStoreTemplate, "none">, CatalogTemplate> = {
  restaurant: RESTAURANT_TEMPLATE,
  pharmacy: PHARMACY_TEMPLATE,
  retail: RETAIL_TEMPLATE,
};

const gone = () => new AppError("UNAUTHORIZED", "Not authenticated");

/**
 * A template's catalog as the product form would send it in `currency`, read by the product form's
 * own rules: an example is stored exactly as a product the merchant made would be.
 */
function exampleCatalogOf(template: CatalogTemplate, currency: string): ExampleCatalog {
  const read = ZCreateProductRequest(currency);
  return {
    categories: template.categories.map((section) => ({
      name: section.name,
      description: section.description,
      products: section.products.map((product) =>
        read.parse({
          name: product.name,
          description: product.description,
          price: templatePrice(product.price, currency),
          // Not counted: a new store's stock is the merchant's to set.
          quantity: null,
          isAvailable: false,
          optionGroups: (product.optionGroups ?? []).map((group) => ({
            name: group.name,
            selection: group.selection,
            required: group.required,
            tracksStock: group.tracksStock ?? false,
            options: group.options.map((option) => ({
              name: option.name,
              priceDelta: templatePrice(option.add ?? 0, currency),
              quantity: option.stock,
            })),
          })),
        }),
      ),
    })),
  };
}

const productsIn = (template: CatalogTemplate) =>
  template.categories.reduce((sum, section) => sum + section.products.length, 0);

/**
 * Adds the template's examples in the caller's transaction: registration's, so a store and its
 * template are made together or not at all. `none` makes nothing.
 */
export async function applyTemplateIn(
  tx: Tx,
  merchantId: string,
  template: TStoreTemplate,
  currency: string,
  personId: string | null,
): Promise<TAppliedTemplate> {
  if (template === "none") return { template, categories: 0, products: 0 };
  const data = TEMPLATES[template];
  const made = await addExampleCatalog(tx, merchantId, exampleCatalogOf(data, currency));
  if (data.acceptsPrescriptions) await q.turnPrescriptionsOn(tx, merchantId);
  await recordAudit(tx, {
    merchantId,
    personId,
    kind: "catalog",
    summary: `Template added: ${STORE_TEMPLATE_LABELS[template]} (${made.categories} categories, ${made.products} example products)`,
    details: { action: "template", template, ...made },
  });
  return { template, ...made };
}

/**
 * The catalog step's template, for a store that has no examples now (a second template would mix
 * two menus): 409 while it has some.
 */
export async function applyTemplate(
  db: Db,
  merchantId: string,
  template: TStoreTemplate,
  productLimit: number,
  personId: string | null,
): Promise<TAppliedTemplate> {
  if (template !== "none") {
    const existing = await countProducts(db, merchantId);
    if (existing + productsIn(TEMPLATES[template]) > productLimit)
      throw new AppError("CONFLICT", CATALOG_MESSAGES.uploadOverLimit(productLimit, existing));
  }
  return db.transaction(async (tx) => {
    const store = await q.lockStore(tx, merchantId);
    if (!store) throw gone();
    if (template === "none") return { template, categories: 0, products: 0 };
    const examples = await exampleCounts(tx, merchantId);
    if (examples.products + examples.categories > 0)
      throw new AppError("CONFLICT", SETUP_MESSAGES.templateTwice);
    return applyTemplateIn(tx, merchantId, template, store.currency, personId);
  });
}

async function progressOf(db: Db, merchantId: string, row: q.SetupRow | undefined): Promise<TSetupProgress> {
  if (!row) throw gone();
  return toSetupProgress(row, await exampleCounts(db, merchantId));
}

export async function setupProgress(db: Db, merchantId: string): Promise<TSetupProgress> {
  return progressOf(db, merchantId, await q.findSetup(db, merchantId));
}

/** A step of the path's address: one of SETUP_STEPS, or the 404 of a step there is not. */
export function stepNamed(step: string): TSetupStep {
  if (!(SETUP_STEPS as readonly string[]).includes(step)) throw notFound(SETUP_MESSAGES.step);
  return step as TSetupStep;
}

export async function markStep(
  db: Db,
  merchantId: string,
  step: TSetupStep,
  state: TSetupStepState,
): Promise<TSetupProgress> {
  return progressOf(db, merchantId, await q.markStep(db, merchantId, step, state));
}

/** "What you sell": the store's business type, as registration would set it, and the step done. */
export async function setBusinessType(
  db: Db,
  merchantId: string,
  businessType: string,
): Promise<TSetupProgress> {
  return progressOf(db, merchantId, await q.setBusinessType(db, merchantId, businessType));
}

/** "Your store is live": when the merchant first reached it; asking again changes nothing. */
export async function finishSetup(db: Db, merchantId: string): Promise<TSetupProgress> {
  return progressOf(db, merchantId, await q.finishSetup(db, merchantId));
}

export function publishExamples(
  db: Db,
  merchantId: string,
  request: TPublishExamplesRequest,
  currency: string,
  personId: string | null,
): Promise<TPublishedExamples> {
  return publishExampleProducts(db, merchantId, request, currency, personId);
}

export function removeExamples(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  personId: string | null,
): Promise<TRemovedExamples> {
  return removeExampleProducts(db, storage, failures, merchantId, personId);
}
