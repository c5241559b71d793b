import { CheckCircle2, Loader2, LocateFixed, MapPin, XCircle } from "lucide-react";
import { lazy, Suspense } from "react";
import { cn } from "#web/lib/utils";
import type { CheckState, DeliveryCheck as DeliveryCheckState } from "../hooks/use-delivery-check";
import { fieldClass } from "./delivery-fields";

const LocationMap = lazy(() => import("./location-map"));

function Result({ state, testId }: { state: CheckState; testId: string }) {
  if (state.status === "idle" || !state.message) return null;
  const Icon = state.status === "checking" ? Loader2 : state.status === "valid" ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        "flex items-start gap-2 rounded-lg p-2 text-sm",
        state.status === "valid" && "bg-emerald-50 text-emerald-900",
        state.status === "invalid" && "bg-red-50 text-red-900",
        state.status === "checking" && "bg-slate-50 text-slate-700",
      )}
    >
      <Icon
        className={cn("mt-0.5 h-4 w-4 shrink-0", state.status === "checking" && "animate-spin")}
        aria-hidden
      />
      <span>
        {state.message}
        {state.status === "invalid" && state.message === "Delivery not available to this area" && (
          <span className="block">Don't worry - we're expanding our delivery zones soon!</span>
        )}
      </span>
    </div>
  );
}

/**
 * The delivery checks of a store with zones: the device's location or a pin on the map (placed with
 * a tap, dragged), and the address. The latest one decides.
 */
export function DeliveryCheck({
  check,
  heading: Heading = "h3",
}: {
  check: DeliveryCheckState;
  /** Its heading: the level under the form's own (h2 on a form whose heading is the page's h1). */
  heading?: "h2" | "h3";
}) {
  const summary =
    check.verified !== null
      ? "Location verified - we deliver to your area!"
      : check.refused
        ? "Outside delivery zone"
        : null;
  return (
    <div className="grid gap-3">
      <section
        aria-labelledby="location-check-heading"
        className="grid gap-2 rounded-xl border border-slate-200 p-3"
      >
        <Heading id="location-check-heading" className="font-semibold text-slate-900">
          Delivery Location Verification
        </Heading>
        <Suspense fallback={<div className="h-48 rounded-lg bg-slate-100" />}>
          <LocationMap point={check.point} onPick={check.placePin} merchantSlug={check.slug} />
        </Suspense>
        <p className="text-xs text-slate-500">Tap the map to put a pin on your door, or drag the pin.</p>
        <button
          type="button"
          onClick={check.detect}
          disabled={check.location.status === "checking"}
          className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          <LocateFixed className="h-4 w-4" aria-hidden /> Detect My Location
        </button>
        <Result state={check.location} testId="location-check-result" />
      </section>
      <section
        aria-label="Address delivery check"
        className="grid gap-2 rounded-xl border border-slate-200 p-3"
      >
        <label
          id="address-check-heading"
          htmlFor="address-check"
          className="flex items-center gap-1.5 font-semibold text-slate-900"
        >
          <MapPin className="h-4 w-4" aria-hidden /> Or check by address
        </label>
        <input
          id="address-check"
          value={check.addressText}
          onChange={(e) => check.setAddressText(e.target.value)}
          placeholder="Street, city and state"
          className={cn(fieldClass, "h-11")}
        />
        <Result state={check.address} testId="address-check-result" />
        {check.cityHint && (
          <p
            className="flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900"
            data-testid="city-hint"
          >
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {check.cityHint}
          </p>
        )}
      </section>
      {summary && (
        <p
          className={cn("text-sm font-medium", check.verified ? "text-emerald-700" : "text-red-700")}
          data-testid="delivery-summary"
        >
          {summary}
        </p>
      )}
    </div>
  );
}
