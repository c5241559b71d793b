import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { LinkCard } from "./link-card";

export function DeliveryTab() {
  return (
    <LinkCard
      title="Delivery Zones"
      description="Draw the areas you deliver to; customers outside them are told before ordering."
    >
      <Button asChild>
        <Link to={paths.deliveryZones()}>
          <MapPin /> Manage Delivery Zones
        </Link>
      </Button>
    </LinkCard>
  );
}
