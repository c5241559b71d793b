import { eq, sql } from "drizzle-orm";
import type { TSetupStep, TSetupStepState } from "#contracts/store-setup";
import type { Db, Tx } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";

// The store's first-run path (issue 48): columns of its merchants row.

const SETUP_COLUMNS = {
  setupSteps: merchants.setupSteps,
  setupFinishedAt: merchants.setupFinishedAt,
  currency: merchants.currency,
};

export type SetupRow = Pick<MerchantRow, "setupSteps" | "setupFinishedAt">;

export async function findSetup(db: Db | Tx, merchantId: string) {
  const [row] = await db.select(SETUP_COLUMNS).from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

/**
 * The store's row, held until the transaction ends: two templates asked for at once are applied
 * one after the other, so the second sees the first's examples.
 */
export async function lockStore(tx: Tx, merchantId: string) {
  const [row] = await tx
    .select(SETUP_COLUMNS)
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for("update");
  return row;
}

/** One step's state merged into the others in one statement: two steps saved at once both stay. */
const withStep = (step: TSetupStep, state: TSetupStepState) =>
  sql`${merchants.setupSteps} || jsonb_build_object(${step}::text, ${state}::text)`;

export async function markStep(db: Db | Tx, merchantId: string, step: TSetupStep, state: TSetupStepState) {
  const [row] = await db
    .update(merchants)
    .set({ setupSteps: withStep(step, state) })
    .where(eq(merchants.id, merchantId))
    .returning(SETUP_COLUMNS);
  return row;
}

/**
 * What the store sells, as registration sets it: a pharmacy takes prescriptions (also while
 * closed, decision 0056), another kind of store does not. The first step is then done.
 */
export async function setBusinessType(db: Db, merchantId: string, businessType: string) {
  const pharmacy = businessType === "pharmacy";
  const [row] = await db
    .update(merchants)
    .set({
      businessType,
      acceptsPrescriptions: pharmacy,
      prescriptionsWhileClosed: pharmacy,
      setupSteps: withStep("type", "done"),
    })
    .where(eq(merchants.id, merchantId))
    .returning(SETUP_COLUMNS);
  return row;
}

export async function turnPrescriptionsOn(tx: Tx, merchantId: string): Promise<void> {
  await tx
    .update(merchants)
    .set({ acceptsPrescriptions: true, prescriptionsWhileClosed: true })
    .where(eq(merchants.id, merchantId));
}

/** "Your store is live": the first time only, so asking again keeps the moment. */
export async function finishSetup(db: Db, merchantId: string) {
  const [row] = await db
    .update(merchants)
    .set({ setupFinishedAt: sql`coalesce(${merchants.setupFinishedAt}, now())` })
    .where(eq(merchants.id, merchantId))
    .returning(SETUP_COLUMNS);
  return row;
}
