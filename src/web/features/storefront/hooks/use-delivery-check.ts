import { useCallback, useEffect, useRef, useState } from "react";
import type { TLocationSource } from "#contracts/fulfilment";
import { ZOOM_FOR_PRECISION } from "#contracts/geocoding";
import type { TAddressCheck, TDeliveryCheck } from "#contracts/zones";
import { checkAddress, checkDelivery } from "../api/check-delivery";

export const NOT_DELIVERING = "We're not delivering to this area yet. Coming soon!";
/** The spec's shortest address worth looking up (section 9). */
export const MIN_ADDRESS_LENGTH = 15;
const ADDRESS_DEBOUNCE_MS = 800;
const UNVERIFIED = "Unable to verify delivery availability. Please try again.";
const ADDRESS_UNVERIFIED = "Could not verify delivery availability - please check your address";
const TOO_SHORT = "Please enter a complete address (at least 15 characters)";

/** A point a check ran for, and where it came from: what the order sends as its `location`. */
export interface CheckedPoint {
  lat: number;
  lng: number;
  source: TLocationSource;
}

/** Where the map moves, without a pin: the area a coarse address answer covers. */
export interface MapFocus {
  lat: number;
  lng: number;
  zoom: number;
}

/** What asked: the map (the pin or the device's position) or the typed address. */
type Asker = "map" | "address";

/**
 * The one verdict on screen (issue 42): the newest check's. Its messages are English (the hook's,
 * the browser's geolocation's or the server's); the screen says them in the page's language. `inside` and `outside` come only from a
 * point at the door (a pin, the device, or an address the server found at street level); `pin` asks
 * the shopper to place the pin (a city, a postcode, nothing found, no geocoder); `problem` is a check
 * that could not run.
 */
export type Verdict =
  | { status: "idle" }
  | { status: "checking"; by: Asker; message: string }
  | { status: "inside"; by: Asker; location: CheckedPoint; result: TDeliveryCheck }
  | { status: "outside"; by: Asker; reason: string | null }
  | { status: "pin"; by: "address"; message: string }
  | { status: "problem"; by: Asker; message: string };

const IDLE: Verdict = { status: "idle" };

/** An answer's verdict (the screen says it in the spec's words, by what asked: sections 4 and 8). */
function answered(by: Asker, location: CheckedPoint, result: TDeliveryCheck): Verdict {
  if (!result.allowed) return { status: "outside", by, reason: result.reason };
  return { status: "inside", by, location, result };
}

/**
 * Whether a store with delivery zones delivers to the customer (spec sections 4 and 8, issues 27 and
 * 42): by their device's position, by a pin they place or drag on the map, or by their typed address,
 * which the server geocodes and judges only when it finds the street (decision 0052). There is one
 * verdict, the newest check's; the typed address is also the order's delivery address. A coarser
 * answer moves the map there (`focus`) and asks for the pin; a pin the shopper already placed then
 * keeps deciding. `subtotal` ("12.50", the cart's) prices the answer; when it changes, the last check
 * runs again.
 */
export function useDeliveryCheck(slug: string, subtotal: string | null = null) {
  const [verdict, setVerdict] = useState<Verdict>(IDLE);
  const [addressText, setAddressText] = useState("");
  /** The pin on the map: the detected position, the placed pin, or the address's door. */
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  /** The shopper's own point (placed or detected): a coarse address answer leaves it deciding. */
  const ownPin = useRef<CheckedPoint | null>(null);
  const runs = useRef(0);
  const lastChecked = useRef<{ location: CheckedPoint; by: Asker } | { address: string } | null>(null);
  const subtotalRef = useRef(subtotal);
  subtotalRef.current = subtotal;

  /** Checks a point; an answer that comes after a newer check is dropped. */
  const checkPoint = useCallback(
    async (location: CheckedPoint, by: Asker, checking: string | null) => {
      const current = ++runs.current;
      lastChecked.current = { location, by };
      if (checking !== null) setVerdict({ status: "checking", by, message: checking });
      try {
        const result = await checkDelivery(slug, location, subtotalRef.current);
        if (current === runs.current) setVerdict(answered(by, location, result));
      } catch {
        if (current === runs.current) setVerdict({ status: "problem", by, message: UNVERIFIED });
      }
    },
    [slug],
  );

  /** What a typed address's answer does: a verdict at the door, or the map moved and the pin asked for. */
  const followAddress = useCallback(
    (answer: TAddressCheck) => {
      if (answer.verdict !== "pin") {
        const found = { lat: answer.found.lat, lng: answer.found.lng };
        ownPin.current = null;
        setPoint(found);
        setFocus(null);
        setVerdict(answered("address", { ...found, source: "address" }, answer.check));
        return;
      }
      const pinned = ownPin.current;
      if (pinned) {
        // The shopper's own pin is nearer the door than a city: it decides, as it did.
        void checkPoint(pinned, "map", null);
        return;
      }
      setPoint(null);
      if (answer.found) {
        setFocus({
          lat: answer.found.lat,
          lng: answer.found.lng,
          zoom: ZOOM_FOR_PRECISION[answer.found.precision],
        });
      }
      setVerdict({ status: "pin", by: "address", message: answer.reason });
    },
    [checkPoint],
  );

  const runAddress = useCallback(
    async (address: string, checking: string | null) => {
      const current = ++runs.current;
      lastChecked.current = { address };
      if (checking !== null) setVerdict({ status: "checking", by: "address", message: checking });
      try {
        const answer = await checkAddress(slug, address, subtotalRef.current);
        if (current === runs.current) followAddress(answer);
      } catch {
        if (current === runs.current)
          setVerdict({ status: "problem", by: "address", message: ADDRESS_UNVERIFIED });
      }
    },
    [slug, followAddress],
  );

  /** The address check waiting for the customer to stop typing, if any. */
  const pendingAddress = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A check on the map comes after the typing: the address waiting to be checked is not checked. */
  const dropPendingAddress = useCallback(() => {
    if (pendingAddress.current !== null) clearTimeout(pendingAddress.current);
    pendingAddress.current = null;
  }, []);

  const detect = useCallback(async () => {
    dropPendingAddress();
    const current = ++runs.current;
    setVerdict({ status: "checking", by: "map", message: "Detecting your location..." });
    let here: { lat: number; lng: number };
    try {
      // The geolocation code loads on the tap, not with the store's page (decision 0017's budget).
      // Offline before it has loaded, the check could not have run either: that is what it says.
      const { detectLocation } = await import("#web/lib/geolocation").catch(() => {
        throw new Error(UNVERIFIED);
      });
      here = await detectLocation();
    } catch (error) {
      if (current === runs.current)
        setVerdict({ status: "problem", by: "map", message: (error as Error).message });
      return;
    }
    if (current !== runs.current) return;
    const location: CheckedPoint = { ...here, source: "device" };
    ownPin.current = location;
    setPoint(here);
    setFocus(null);
    await checkPoint(location, "map", null);
  }, [checkPoint, dropPendingAddress]);

  /** The customer put the pin here (a tap on the map, or the end of a drag). */
  const placePin = useCallback(
    (here: { lat: number; lng: number }) => {
      dropPendingAddress();
      const location: CheckedPoint = { ...here, source: "pin" };
      ownPin.current = location;
      setPoint(here);
      setFocus(null);
      void checkPoint(location, "map", "Checking the pinned spot...");
    },
    [checkPoint, dropPendingAddress],
  );

  // The address is checked 800 ms after the customer stops typing; each change drops the answer of
  // a check still on its way for the text before. With their own pin on the map, a short or empty
  // address leaves the pin's verdict.
  useEffect(() => {
    const text = addressText.trim();
    if (text === "" || text.length < MIN_ADDRESS_LENGTH) {
      if (ownPin.current) return;
      runs.current++;
      lastChecked.current = null;
      // The point an earlier address found is not this text's.
      setPoint(null);
      setVerdict(text === "" ? IDLE : { status: "problem", by: "address", message: TOO_SHORT });
      return;
    }
    const timer = setTimeout(() => {
      pendingAddress.current = null;
      void runAddress(text, "Validating address...");
    }, ADDRESS_DEBOUNCE_MS);
    pendingAddress.current = timer;
    return () => clearTimeout(timer);
  }, [addressText, runAddress]);

  // Another subtotal can change the zone that prices the order, its fee and its minimum.
  const pricedFor = useRef(subtotal);
  useEffect(() => {
    if (pricedFor.current === subtotal) return;
    pricedFor.current = subtotal;
    const last = lastChecked.current;
    if (!last) return;
    if ("address" in last) void runAddress(last.address, null);
    else void checkPoint(last.location, last.by, null);
  }, [subtotal, runAddress, checkPoint]);

  const inside = verdict.status === "inside" ? verdict : null;
  return {
    /** The store checked. */
    slug,
    verdict,
    /** What the shopper typed: the check's address and the order's delivery address (one field). */
    addressText,
    setAddressText,
    /** The pin on the map, or null. */
    point,
    /** Where the map moves without a pin (a coarse address answer), or null. */
    focus,
    detect,
    placePin,
    /** Where the order goes, once the newest check has passed: the point checked and its source. */
    verified: inside ? inside.location : null,
    /** The passed check's answer: the zone's fee, minimum, free-delivery amount and time. */
    result: inside ? inside.result : null,
    /** The message of the 'Delivery Not Available' toast (English: serverText says it in the page's language). */
    refusal:
      verdict.status === "outside"
        ? (verdict.reason ?? NOT_DELIVERING)
        : verdict.status === "pin"
          ? verdict.message
          : NOT_DELIVERING,
  };
}

export type DeliveryCheck = ReturnType<typeof useDeliveryCheck>;
