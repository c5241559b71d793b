import { MapPin } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { Link } from "#web/lib/router";
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
