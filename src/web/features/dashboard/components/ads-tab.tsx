import { BarChart3, Megaphone } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { LinkCard } from "./link-card";

export function AdsTab() {
  return (
    <LinkCard
      title="Advertisements"
      description="Promote offers in the Special Offers carousel of your store."
      to={paths.ads()}
      icon={Megaphone}
      linkLabel="Manage Ads"
    >
      <Button variant="outline" disabled>
        <BarChart3 /> Coming Soon
      </Button>
    </LinkCard>
  );
}
