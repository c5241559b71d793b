import { useQuery } from "@tanstack/react-query";
import { Loader2, PackageCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import { TRADING_MESSAGES } from "#contracts/trading-settings";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { SwitchRow } from "#web/components/ui/switch-row";
import { paths } from "#web/config/paths";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { Link } from "#web/lib/router";
import { type TradingSettings, useSaveTrading } from "../api/trading";
import { feeAmount } from "../utils/offer-form";
import { settingsToasts } from "../utils/settings-toasts";
import { TradingSettingsLoader } from "./trading-settings-loader";

const OPTIONS = [
  { key: "delivery", label: "Delivery", description: "You bring the order to the customer's address." },
  { key: "pickup", label: "Pickup", description: "The customer collects the order at your store." },
] as const;

function FulfilmentForm({ settings }: { settings: TradingSettings }) {
  const [offer, setOffer] = useState(settings.fulfilment);
  const [fee, setFee] = useState(settings.deliveryFee);
  const [feeError, setFeeError] = useState<string>();
  const save = useSaveTrading(settingsToasts.saved("Pickup & delivery saved"));
  const { currency } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const id = useId();
  const nothingOffered = !offer.delivery && !offer.pickup;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nothingOffered) return;
    const amount = feeAmount(fee, currency);
    setFeeError(amount.error);
    if (amount.error !== undefined) return;
    save.mutate({ fulfilment: offer, deliveryFee: amount.value });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Pickup & delivery" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">How customers get their order</legend>
        {OPTIONS.map(({ key, label, description }) => (
          <SwitchRow
            key={key}
            id={`${id}-${key}`}
            label={label}
            description={description}
            checked={offer[key]}
            onCheckedChange={(on) => setOffer({ ...offer, [key]: on })}
          />
        ))}
        <FieldError message={nothingOffered ? TRADING_MESSAGES.noFulfilment : undefined} />
      </fieldset>
      <FormField
        id={`${id}-fee`}
        label="Delivery fee"
        error={feeError}
        className="sm:max-w-xs"
        hint={
          <>
            Charged on each delivery while your store has no delivery zones. Zones set their own fees on the{" "}
            <Link to={paths.deliveryZones()} className="text-blue-700 underline">
              Delivery Zones
            </Link>{" "}
            screen.
          </>
        }
      >
        <div className="relative">
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
          >
            $
          </span>
          <Input
            id={`${id}-fee`}
            inputMode="decimal"
            autoComplete="off"
            className="pl-7"
            aria-invalid={!!feeError}
            aria-describedby={`${id}-fee-error`}
            value={fee}
            onChange={(e) => setFee(e.target.value)}
          />
        </div>
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending || nothingOffered}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? "Saving..." : "Save pickup & delivery"}
        </Button>
      </div>
    </form>
  );
}

/** The Settings tab's offer: delivery, pickup or both, and the fee of a store without zones (issue 27). */
export function FulfilmentCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageCheck className="h-5 w-5" aria-hidden /> Pickup & delivery
        </CardTitle>
        <CardDescription>How customers can receive their orders, and what delivery costs.</CardDescription>
      </CardHeader>
      <CardContent>
        <TradingSettingsLoader what="pickup and delivery">
          {(settings) => (
            // Remounted when the saved offer changes (not the hours), so the form starts from what was saved.
            <FulfilmentForm
              key={JSON.stringify([settings.fulfilment, settings.deliveryFee])}
              settings={settings}
            />
          )}
        </TradingSettingsLoader>
      </CardContent>
    </Card>
  );
}
