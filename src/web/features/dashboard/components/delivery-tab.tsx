import { MapPin } from "lucide-react";
import { paths } from "#web/config/paths";
import { LinkCard } from "./link-card";

export function DeliveryTab() {
  return (
    <LinkCard
      title="Delivery Zones"
      description="Draw the areas you deliver to; customers outside them are told before ordering."
      to={paths.deliveryZones()}
      icon={MapPin}
      linkLabel="Manage Delivery Zones"
    />
  );
}
