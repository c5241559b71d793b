import QRCode from "qrcode";
import type { TMerchant } from "#contracts/auth";
import type { TCustomizationInput } from "#contracts/merchant-settings";
import type { TDashboardStats, TMicrositeQr } from "#contracts/order-management";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { defaultLanguageProblem, STORE_FORMATS_MESSAGES } from "#contracts/store-locale";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import { keepingCustomersKeyed } from "#server/db/key-customer-phones";
import { AppError } from "#server/errors";
import { toMerchantResponse } from "#server/modules/auth/mappers";
import { currentMerchant } from "#server/modules/auth/service";
import { countProducts } from "#server/modules/catalog/service";
import { orderStats } from "#server/modules/orders/service";
import { removeImageIfUnused, uploadPublicImage } from "#server/modules/uploads/service";
import type { FileStorage } from "#server/storage/file-storage";
import { storeLocationPatch } from "./mappers";
import {
  findLanguages,
  findLogoUrl,
  paidOnlyInRupees,
  setCurrencyUnlessOrders,
  updateCustomization as updateRow,
} from "./queries";

// The merchant's own store: its dashboard figures and the QR code of its public address.

async function requireSlug(db: Db, merchantId: string): Promise<string> {
  const merchant = await currentMerchant(db, merchantId);
  if (!merchant) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return merchant.businessSlug;
}

export const micrositeUrlOf = (origin: string, slug: string) => `${origin}/microsite/${slug}`;

/** The figures at `now` (the app's clock): its days are the store's, in the store's time zone. */
export async function getDashboardStats(db: Db, merchantId: string, now: number): Promise<TDashboardStats> {
  const [products, orders] = await Promise.all([
    countProducts(db, merchantId),
    orderStats(db, merchantId, now),
  ]);
  return { products, ...orders };
}

/** A scannable QR code (PNG data URL) of the store's public address. */
export async function getMicrositeQr(db: Db, merchantId: string, origin: string): Promise<TMicrositeQr> {
  const slug = await requireSlug(db, merchantId);
  const micrositeUrl = micrositeUrlOf(origin, slug);
  const qrCode = await QRCode.toDataURL(micrositeUrl, { errorCorrectionLevel: "M", margin: 2, width: 320 });
  return { qrCode, micrositeUrl, slug };
}

/** The same code as an SVG for printing: sharp at any size, for a sign on the counter. */
export async function getPrintableQr(
  db: Db,
  merchantId: string,
  origin: string,
): Promise<{ svg: string; fileName: string }> {
  const slug = await requireSlug(db, merchantId);
  const svg = await QRCode.toString(micrositeUrlOf(origin, slug), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
  return { svg, fileName: `${slug}-qr-code.svg` };
}

/** The store's look and contact details; a replaced uploaded logo is removed from storage. */
export async function updateCustomization(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  input: TCustomizationInput,
): Promise<TMerchant> {
  const previousLogo = await findLogoUrl(db, merchantId);
  const { acceptsPrescriptions, country, location, currency, languages, defaultLanguage, ...rest } = input;
  if (languages !== undefined || defaultLanguage !== undefined) {
    const stored = await findLanguages(db, merchantId);
    const problem =
      stored &&
      defaultLanguageProblem(languages ?? stored.languages, defaultLanguage ?? stored.defaultLanguage);
    if (problem) throw new AppError("VALIDATION", problem);
  }
  // A store paid only by Razorpay or UPI would have no way to be paid in another currency (issue 46).
  if (currency !== undefined && currency !== "INR" && (await paidOnlyInRupees(db, merchantId)))
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.leavingRupees);
  if (currency !== undefined && !(await setCurrencyUnlessOrders(db, merchantId, currency)))
    throw new AppError("CONFLICT", STORE_FORMATS_MESSAGES.currencyHasOrders);
  // The country and the phone tell what a customer's national number is (decision 0049).
  const row = await keepingCustomersKeyed(db, merchantId, () =>
    updateRow(db, merchantId, {
      ...rest,
      ...(acceptsPrescriptions === undefined ? {} : { acceptsPrescriptions }),
      ...(country === undefined ? {} : { country }),
      ...(location === undefined ? {} : storeLocationPatch(location)),
      ...(languages === undefined ? {} : { languages }),
      ...(defaultLanguage === undefined ? {} : { defaultLanguage }),
    }),
  );
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  if (previousLogo && previousLogo !== row.logoUrl)
    await removeImageIfUnused(db, storage, failures, previousLogo);
  return toMerchantResponse(row);
}

/**
 * A new logo, stored and made the store's at once (issue 42, item 8): a merchant who leaves Settings
 * before "Save Settings" does not lose it. The logo it replaces is removed like a saved one's.
 */
export async function uploadLogo(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  merchantId: string,
  bytes: Buffer,
): Promise<{ logoUrl: string }> {
  const { imageUrl } = await uploadPublicImage(storage, bytes);
  const previousLogo = await findLogoUrl(db, merchantId);
  const row = await updateRow(db, merchantId, { logoUrl: imageUrl });
  if (!row) throw new AppError("UNAUTHORIZED", "Not authenticated");
  if (previousLogo && previousLogo !== imageUrl)
    await removeImageIfUnused(db, storage, failures, previousLogo);
  return { logoUrl: imageUrl };
}
