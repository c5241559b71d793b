import { BarChart3, Megaphone } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { Link } from "#web/lib/router";
import { LinkCard } from "./link-card";

export function AdsTab() {
  return (
    <LinkCard
      title="Advertisements"
      description="Promote offers in the Special Offers carousel of your store."
    >
      <Button asChild>
        <Link to={paths.ads()}>
          <Megaphone /> Manage Ads
        </Link>
      </Button>
      <Button variant="outline" disabled>
        <BarChart3 /> Coming Soon
      </Button>
    </LinkCard>
  );
}
