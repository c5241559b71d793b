import { MerchantScreen } from "#web/components/merchant-screen";
import { AdsContent } from "#web/features/ads/components/ads-content";
import { useUser } from "#web/features/auth/api/get-user";

/** The merchant's ads for the Special Offers carousel (spec section 2, "Ads management screen"). */
export default function Ads() {
  const { data: user } = useUser();
  return (
    <MerchantScreen user={user} title="Ads">
      <AdsContent />
    </MerchantScreen>
  );
}
