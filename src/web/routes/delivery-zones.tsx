import { MerchantScreen } from "#web/components/merchant-screen";
import { useUser } from "#web/features/auth/api/get-user";
import { ZonesContent } from "#web/features/zones/components/zones-content";

/** The merchant's delivery zones, drawn on a map (spec section 2, "Delivery zones screen"). */
export default function DeliveryZones() {
  const { data: user } = useUser();
  return (
    <MerchantScreen user={user} title="Delivery Zones" subtitle="Manage your delivery areas">
      <ZonesContent />
    </MerchantScreen>
  );
}
