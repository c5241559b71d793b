import { CheckCircle2, Loader2, LocateFixed, MapPin, XCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cn } from "#web/lib/utils";
import type { DeliveryCheck as DeliveryCheckState, Verdict } from "../hooks/use-delivery-check";
import { CHECKOUT_HINTS } from "../utils/checkout-details";
import { Field, fieldClass } from "./delivery-fields";

const LocationMap = lazy(() => import("./location-map"));

const VERIFIED = "Location verified - we deliver to your area!";
const OUTSIDE = "Outside delivery zone";

/** The one verdict on screen: the newest check's (issue 42), in the spec's words. */
function VerdictPanel({ verdict }: { verdict: Verdict }) {
  if (verdict.status === "idle") return null;
  const tone =
    verdict.status === "inside"
      ? "bg-emerald-50 text-emerald-900"
      : verdict.status === "checking"
        ? "bg-slate-50 text-slate-700"
        : verdict.status === "pin"
          ? "bg-amber-50 text-amber-900"
          : "bg-red-50 text-red-900";
  const Icon =
    verdict.status === "checking"
      ? Loader2
      : verdict.status === "inside"
        ? CheckCircle2
        : verdict.status === "pin"
          ? MapPin
          : XCircle;
  return (
    <div
      role="status"
      // What asked, for the journeys that follow one card: the map (pin, device) or the address.
      data-testid={verdict.by === "map" ? "location-check-result" : "address-check-result"}
      data-verdict={verdict.status}
      className={cn("flex items-start gap-2 rounded-lg p-2 text-sm", tone)}
    >
      <Icon
        className={cn("mt-0.5 h-4 w-4 shrink-0", verdict.status === "checking" && "animate-spin")}
        aria-hidden
      />
      {verdict.status === "inside" ? (
        <span>
          <span className="block font-medium">{VERIFIED}</span>
          <span className="block">{verdict.detail}</span>
        </span>
      ) : verdict.status === "outside" ? (
        <span>
          <span className="block font-medium">{OUTSIDE}</span>
          {verdict.by === "address" && <span className="block">Delivery not available to this area</span>}
          <span className="block">Don't worry - we're expanding our delivery zones soon!</span>
        </span>
      ) : (
        <span>{verdict.message}</span>
      )}
    </div>
  );
}

/**
 * The delivery check of a store with zones, in one card: the delivery address (the order's, typed
 * once), the map with the pin (a tap, a drag, or the device's position), and the newest check's
 * verdict. An address the server finds only as a city or a postcode moves the map there and asks for
 * the pin (decision 0052).
 */
export function DeliveryCheck({
  check,
  heading: Heading = "h3",
}: {
  check: DeliveryCheckState;
  /** Its heading: the level under the form's own (h2 on a form whose heading is the page's h1). */
  heading?: "h2" | "h3";
}) {
  // The address hint shows once the customer has left the field, as the other fields' do.
  const [left, setLeft] = useState(false);
  const text = check.addressText.trim();
  /** The store whose areas the map shows. */
  const merchantSlug = check.slug;
  const hint = left && text !== "" && !/\S\s+\S/.test(text) ? CHECKOUT_HINTS.address : undefined;
  return (
    <section
      aria-labelledby="location-check-heading"
      className="grid gap-3 rounded-xl border border-slate-200 p-3"
    >
      <Heading id="location-check-heading" className="font-semibold text-slate-900">
        Delivery Location Verification
      </Heading>
      <Field label="Delivery Address *" hint={hint}>
        {(id, hinted) => (
          <textarea
            id={id}
            required
            rows={2}
            autoComplete="street-address"
            placeholder="Street and number, city and state"
            value={check.addressText}
            onChange={(e) => check.setAddressText(e.target.value)}
            onBlur={() => setLeft(true)}
            {...hinted}
            className={cn(fieldClass, "py-2")}
          />
        )}
      </Field>
      {/* Under the field: in view while the shopper types, and above the map they tap. */}
      <VerdictPanel verdict={check.verdict} />
      <Suspense fallback={<div className="h-48 rounded-lg bg-slate-100" />}>
        <LocationMap
          point={check.point}
          onPick={check.placePin}
          focus={check.focus}
          merchantSlug={merchantSlug}
        />
      </Suspense>
      <p className="text-xs text-slate-500">Tap the map to put a pin on your door, or drag the pin.</p>
      <button
        type="button"
        onClick={check.detect}
        disabled={check.verdict.status === "checking"}
        className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        <LocateFixed className="h-4 w-4" aria-hidden /> Detect My Location
      </button>
    </section>
  );
}
