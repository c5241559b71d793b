import { useCallback, useEffect, useRef, useState } from "react";
import { checkDelivery } from "../api/check-delivery";
import { locateAddress, MIN_ADDRESS_LENGTH } from "../utils/city-coordinates";

export const NOT_DELIVERING = "We're not delivering to this area yet. Coming soon!";
const ADDRESS_DEBOUNCE_MS = 800;
const UNVERIFIED = "Unable to verify delivery availability. Please try again.";

export type CheckState =
  | { status: "idle" | "checking"; message: string | null }
  | { status: "valid"; message: string; location: { lat: number; lng: number }; zone: string | null }
  | { status: "invalid"; message: string; reason: string | null };

/**
 * Whether a store with delivery zones delivers to the customer: by their device's location or by
 * the city their address names (spec sections 4 and 8). A valid check carries the location the
 * order is sent with.
 */
export function useDeliveryCheck(slug: string) {
  const [location, setLocationState] = useState<CheckState>({ status: "idle", message: null });
  const [address, setAddressState] = useState<CheckState>({ status: "idle", message: null });
  const [addressText, setAddressText] = useState("");
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const run = useRef(0);

  const detect = useCallback(async () => {
    setLocationState({ status: "checking", message: "Detecting your location..." });
    let here: { lat: number; lng: number };
    try {
      // The geolocation code loads on the tap, not with the store's page (decision 0017's budget).
      // Offline before it has loaded, the check could not have run either: that is what it says.
      const { detectLocation } = await import("#web/lib/geolocation").catch(() => {
        throw new Error(UNVERIFIED);
      });
      here = await detectLocation();
    } catch (error) {
      setLocationState({ status: "invalid", message: (error as Error).message, reason: null });
      return;
    }
    setPoint(here);
    try {
      const result = await checkDelivery(slug, here);
      setLocationState(
        result.allowed
          ? {
              status: "valid",
              location: here,
              zone: result.zone,
              message: result.zone
                ? `Great! You're in our delivery zone: ${result.zone}`
                : "Great! We deliver to your location",
            }
          : { status: "invalid", message: "Outside delivery zone", reason: result.reason },
      );
    } catch {
      setLocationState({ status: "invalid", message: UNVERIFIED, reason: null });
    }
  }, [slug]);

  // The address is checked 800 ms after the customer stops typing.
  useEffect(() => {
    const text = addressText.trim();
    const current = ++run.current;
    if (text === "") {
      setAddressState({ status: "idle", message: null });
      return;
    }
    if (text.length < MIN_ADDRESS_LENGTH) {
      setAddressState({
        status: "invalid",
        message: "Please enter a complete address (at least 15 characters)",
        reason: null,
      });
      return;
    }
    const timer = setTimeout(async () => {
      const here = locateAddress(text);
      if (!here) {
        setAddressState({
          status: "invalid",
          message: "Could not locate address - please enter a more specific address (include city/state)",
          reason: null,
        });
        return;
      }
      setAddressState({ status: "checking", message: "Validating address..." });
      try {
        const result = await checkDelivery(slug, here);
        if (current !== run.current) return;
        setAddressState(
          result.allowed
            ? {
                status: "valid",
                location: here,
                zone: result.zone,
                message: result.zone ? `Delivering to ${result.zone}` : "Delivery available",
              }
            : { status: "invalid", message: "Delivery not available to this area", reason: result.reason },
        );
      } catch {
        if (current !== run.current) return;
        setAddressState({
          status: "invalid",
          message: "Could not verify delivery availability - please check your address",
          reason: null,
        });
      }
    }, ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [addressText, slug]);

  // The device's location wins over the address when both pass.
  const passed = location.status === "valid" ? location : address.status === "valid" ? address : null;
  const refused = location.status === "invalid" ? location : address.status === "invalid" ? address : null;
  return {
    location,
    address,
    addressText,
    setAddressText,
    point,
    detect,
    /** Where the order goes, once a check has passed. */
    verified: passed ? passed.location : null,
    /** The message of the 'Delivery Not Available' toast. */
    refusal: refused?.status === "invalid" && refused.reason ? refused.reason : NOT_DELIVERING,
  };
}

export type DeliveryCheck = ReturnType<typeof useDeliveryCheck>;
