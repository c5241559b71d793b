import { useQuery } from "@tanstack/react-query";
import { Bike, MapPin, Store } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { amountOf, decimalsAllowed } from "#contracts/amount";
import type { TLatLng } from "#contracts/maps";
import { fromMinor, US_DOLLARS } from "#contracts/money";
import { TRADING_MESSAGES } from "#contracts/trading-settings";
import { AdornedInput, MoneyInput } from "#web/components/ui/adorned-input";
import { FormField } from "#web/components/ui/form-field";
import { LoadError } from "#web/components/ui/load-error";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { tradingQueryOptions } from "#web/features/settings/api/trading";
import { zonesQueryOptions } from "#web/features/zones/api/get-zones";
import { Link } from "#web/lib/router";
import { plainAmount } from "#web/lib/typed-amount";
import { type DeliveryChoice, saveDelivery } from "../api/save-delivery";
import { defaultDistance, distanceKm, distanceUnit } from "../utils/setup-screens";
import { StepActions, type StepProps } from "./step-actions";

export const DELIVERY_MESSAGES = {
  distance: (unit: string) => `Enter a distance in ${unit}, more than 0`,
  amount: (currency: string) => `Enter an amount of 0 or more, ${decimalsAllowed(currency)}`,
  location: "Find your store's address, or pin it on the map, to deliver around it",
} as const;

type Field = "distance" | "fee" | "minimum" | "location";

/** A way shoppers get their order, as a checkbox card. */
function WayCard({
  icon: Icon,
  label,
  text,
  checked,
  onChange,
}: {
  icon: typeof Store;
  label: string;
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border-2 border-slate-200 p-3 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-4 w-4 shrink-0 accent-blue-600"
      />
      <span className="grid gap-0.5">
        <span className="flex items-center gap-2 font-semibold">
          <Icon className="h-4 w-4 text-blue-600" aria-hidden /> {label}
        </span>
        <span className="text-sm text-slate-600">{text}</span>
      </span>
    </label>
  );
}

function DeliveryForm({
  nav,
  user,
  pieces,
  offer,
  zoneCount,
}: StepProps & { offer: { delivery: boolean; pickup: boolean }; zoneCount: number }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const unit = distanceUnit(user.country ?? user.phoneCountry);
  const zero = fromMinor(0, money.currency);
  const [pickup, setPickup] = useState(offer.pickup);
  const [delivery, setDelivery] = useState(offer.delivery);
  const [distance, setDistance] = useState(defaultDistance(unit));
  const [fee, setFee] = useState(zero);
  const [minimum, setMinimum] = useState(zero);
  const [point, setPoint] = useState<TLatLng | null>(user.location);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useId();
  // A store that already has delivery zones keeps them; the path draws the first one only.
  const drawsZone = delivery && zoneCount === 0;
  const neither = !pickup && !delivery;

  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    const choice: DeliveryChoice = { fulfilment: { delivery, pickup } };
    if (drawsZone) {
      const radiusKm = distanceKm(distance, unit);
      const deliveryFee = amountOf(plainAmount(fee) || "0", money.currency);
      const minimumOrder = amountOf(plainAmount(minimum) || "0", money.currency);
      if (radiusKm === null) found.distance = DELIVERY_MESSAGES.distance(unit);
      if (deliveryFee === null) found.fee = DELIVERY_MESSAGES.amount(money.currency);
      if (minimumOrder === null) found.minimum = DELIVERY_MESSAGES.amount(money.currency);
      if (!point) found.location = DELIVERY_MESSAGES.location;
      if (radiusKm !== null && deliveryFee !== null && minimumOrder !== null && point) {
        choice.zone = {
          name: `Within ${distance.trim()} ${unit}`,
          center: point,
          radiusKm,
          deliveryFee,
          minimumOrder,
        };
      }
    }
    if (point && (point.lat !== user.location?.lat || point.lng !== user.location?.lng)) {
      choice.location = { store: user, at: point };
    }
    setErrors(found);
    if (Object.keys(found).length === 0) nav.done(() => saveDelivery(choice));
  };

  const field = (name: Field, label: string, input: ReactNode, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      {input}
    </FormField>
  );
  const aria = (name: Field) => ({
    id: `${id}-${name}`,
    "aria-invalid": !!errors[name],
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">How shoppers get their order</legend>
        <WayCard
          icon={Store}
          label="Pickup"
          text="Shoppers collect their order from your store."
          checked={pickup}
          onChange={setPickup}
        />
        <WayCard
          icon={Bike}
          label="Delivery"
          text="You bring orders to shoppers nearby."
          checked={delivery}
          onChange={setDelivery}
        />
      </fieldset>
      {neither && (
        <p role="alert" className="text-sm text-red-700">
          {TRADING_MESSAGES.noFulfilment}
        </p>
      )}
      {delivery && zoneCount > 0 && (
        <p className="text-sm text-slate-600">
          You deliver to {zoneCount === 1 ? "1 area" : `${zoneCount} areas`}: change them in{" "}
          <Link to={paths.deliveryZones()} className="font-medium text-blue-700 underline">
            Delivery Zones
          </Link>
          .
        </p>
      )}
      {drawsZone && (
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            {field(
              "distance",
              "Deliver within",
              <AdornedInput
                {...aria("distance")}
                inputMode="decimal"
                autoComplete="off"
                suffix={unit}
                value={distance}
                onChange={(e) => setDistance(e.target.value)}
              />,
              `${unit === "mi" ? "Miles" : "Kilometres"} from your store.`,
            )}
            {field(
              "fee",
              "Delivery fee",
              <MoneyInput
                {...aria("fee")}
                money={money}
                value={fee}
                onChange={(e) => setFee(e.target.value)}
              />,
              "0 delivers for free.",
            )}
            {field(
              "minimum",
              "Minimum order",
              <MoneyInput
                {...aria("minimum")}
                money={money}
                value={minimum}
                onChange={(e) => setMinimum(e.target.value)}
              />,
              "0 takes any amount.",
            )}
          </div>
          <section aria-labelledby={`${id}-where`} className="grid gap-3">
            <h2 id={`${id}-where`} className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <MapPin className="h-4 w-4 text-blue-600" aria-hidden /> Your store's location
            </h2>
            {pieces.locationPicker({
              saved: user.location,
              initialAddress: user.address ?? "",
              point,
              onPick: (at) => {
                setPoint(at);
                setErrors((now) => ({ ...now, location: undefined }));
              },
            })}
            {errors.location && (
              <p role="alert" className="text-sm text-red-700">
                {errors.location}
              </p>
            )}
          </section>
        </div>
      )}
      <StepActions nav={nav} onContinue={submit} disabled={neither} />
    </>
  );
}

/**
 * Step 4, "How shoppers get it": pickup and/or delivery; with delivery, an area within a distance
 * of the store (3 km, or 2 mi where distances are in miles), its fee and minimum, and the store's
 * location, found by address or pinned on the map.
 */
export function DeliveryStep(props: StepProps) {
  const trading = useQuery(tradingQueryOptions());
  const zones = useQuery(zonesQueryOptions());
  if (trading.isPending || zones.isPending) {
    return <FullPageMessage spinner>Loading your delivery settings...</FullPageMessage>;
  }
  if (trading.isError || zones.isError) {
    return (
      <LoadError
        what="delivery settings"
        error={trading.error ?? zones.error}
        onRetry={() => Promise.all([trading.refetch(), zones.refetch()])}
      />
    );
  }
  return <DeliveryForm {...props} offer={trading.data.fulfilment} zoneCount={zones.data?.length ?? 0} />;
}
