import { CheckCircle2, Loader2, LocateFixed, MapPin, XCircle } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Translate } from "#contracts/i18n/format-message";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { serverText } from "../hooks/order-failure";
import type { DeliveryCheck as DeliveryCheckState, Verdict } from "../hooks/use-delivery-check";
import { Field, fieldClass } from "./delivery-fields";

const LocationMap = lazy(() => import("./location-map"));

/** The spec's words for a check that passed, by what asked (sections 4 and 8). */
function insideDetail(verdict: Extract<Verdict, { status: "inside" }>, t: Translate) {
  const zone = verdict.result.zone;
  if (verdict.by === "map") return zone ? t("checkout.inZone", { zone }) : t("checkout.deliverToLocation");
  return zone ? t("checkout.deliveringTo", { zone }) : t("checkout.deliveryAvailable");
}

/** The one verdict on screen: the newest check's (issue 42), in the spec's words. */
function VerdictPanel({ verdict }: { verdict: Verdict }) {
  const t = useT();
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
          <span className="block font-medium">{t("checkout.locationVerified")}</span>
          <span className="block">{insideDetail(verdict, t)}</span>
        </span>
      ) : verdict.status === "outside" ? (
        <span>
          <span className="block font-medium">{t("checkout.outsideZone")}</span>
          {verdict.by === "address" && <span className="block">{t("checkout.notAvailableHere")}</span>}
          <span className="block">{t("checkout.expandingSoon")}</span>
        </span>
      ) : (
        <span>{serverText(verdict.message, t)}</span>
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
  const t = useT();
  const text = check.addressText.trim();
  /** The store whose areas the map shows. */
  const merchantSlug = check.slug;
  const hint = left && text !== "" && !/\S\s+\S/.test(text) ? t("checkout.addressHint") : undefined;
  return (
    <section
      aria-labelledby="location-check-heading"
      className="grid gap-3 rounded-xl border border-slate-200 p-3"
    >
      <Heading id="location-check-heading" className="font-semibold text-slate-900">
        {t("checkout.locationHeading")}
      </Heading>
      <Field label={t("checkout.address")} hint={hint}>
        {(id, hinted) => (
          <textarea
            id={id}
            required
            rows={2}
            autoComplete="street-address"
            placeholder={t("checkout.addressPlaceholder")}
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
      <p className="text-xs text-slate-500">{t("checkout.mapHelp")}</p>
      <button
        type="button"
        onClick={check.detect}
        disabled={check.verdict.status === "checking"}
        className="inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
      >
        <LocateFixed className="h-4 w-4" aria-hidden /> {t("checkout.detectLocation")}
      </button>
    </section>
  );
}
