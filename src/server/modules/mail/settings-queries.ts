import { eq } from "drizzle-orm";
import type { TNotificationSettingsRequest } from "#contracts/mail";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";

const columns = {
  email: merchants.notifyEmail,
  accountEmail: merchants.email,
  newOrders: merchants.notifyNewOrders,
  prescriptionOrders: merchants.notifyPrescriptionOrders,
};

export function findNotificationSettings(db: Db, merchantId: string) {
  return db
    .select(columns)
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .then((rows) => rows[0]);
}

export function updateNotificationSettings(
  db: Db,
  merchantId: string,
  settings: { email: string | null } & Omit<TNotificationSettingsRequest, "email">,
) {
  return db
    .update(merchants)
    .set({
      notifyEmail: settings.email,
      notifyNewOrders: settings.newOrders,
      notifyPrescriptionOrders: settings.prescriptionOrders,
    })
    .where(eq(merchants.id, merchantId))
    .returning(columns)
    .then((rows) => rows[0]);
}
