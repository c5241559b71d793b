import { useCallback, useEffect, useRef, useState } from "react";
import type { TLocationSource } from "#contracts/fulfilment";
import type { TDeliveryCheck } from "#contracts/zones";
import { checkDelivery } from "../api/check-delivery";
import { TERMS_TEXT } from "../utils/checkout-terms";
import { locateCity, MIN_ADDRESS_LENGTH } from "../utils/city-coordinates";

export const NOT_DELIVERING = "We're not delivering to this area yet. Coming soon!";
const ADDRESS_DEBOUNCE_MS = 800;
const UNVERIFIED = "Unable to verify delivery availability. Please try again.";
const ADDRESS_UNVERIFIED = "Could not verify delivery availability - please check your address";

/** A point a check ran for, and where it came from: what the order sends as its `location`. */
export interface CheckedPoint {
  lat: number;
  lng: number;
  source: TLocationSource;
}

export type CheckState =
  | { status: "idle" | "checking"; message: string | null }
  | { status: "valid"; message: string; location: CheckedPoint; zone: string | null; result: TDeliveryCheck }
  | { status: "invalid"; message: string; reason: string | null };

/** The map's card checks the device's position and the pin; the address card the address's city. */
type Card = "map" | "address";

const IDLE: CheckState = { status: "idle", message: null };

/** The spec's words for a check's answer, by the card that asked (sections 4 and 8). */
function answered(card: Card, location: CheckedPoint, result: TDeliveryCheck): CheckState {
  if (!result.allowed) {
    const message = card === "map" ? "Outside delivery zone" : "Delivery not available to this area";
    return { status: "invalid", message, reason: result.reason };
  }
  const message =
    card === "map"
      ? result.zone
        ? `Great! You're in our delivery zone: ${result.zone}`
        : "Great! We deliver to your location"
      : result.zone
        ? `Delivering to ${result.zone}`
        : "Delivery available";
  return { status: "valid", message, location, zone: result.zone, result };
}

/**
 * Whether a store with delivery zones delivers to the customer (spec sections 4 and 8, issue 27):
 * by their device's position, by a pin they place or drag on the map, or by the city their address
 * names. The latest of these is the one the order follows: a valid check carries the point it
 * checked and its source, which the order sends as its location. An address resolves only to a
 * city centre, so the pin is put there and the customer is told to drag it to their door: the
 * centre is never taken silently for their street. `subtotal` ("12.50", the cart's) prices the
 * answer; when it changes, the point is checked again.
 */
export function useDeliveryCheck(slug: string, subtotal: string | null = null) {
  const [map, setMap] = useState<CheckState>(IDLE);
  const [address, setAddress] = useState<CheckState>(IDLE);
  const [addressText, setAddressText] = useState("");
  /** The pin on the map: the detected position, the placed pin, or the address's city. */
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  /** The address resolved to this city only: the pin sits on its centre until dragged. */
  const [cityOnly, setCityOnly] = useState<string | null>(null);
  /** The card whose check the order follows: the latest one asked. */
  const [latest, setLatest] = useState<Card | null>(null);
  const runs = useRef({ map: 0, address: 0 });
  const lastChecked = useRef<{ card: Card; location: CheckedPoint } | null>(null);
  const subtotalRef = useRef(subtotal);
  subtotalRef.current = subtotal;

  /** Checks `location` for `card`; an answer that comes after a newer check on the card is dropped. */
  const run = useCallback(
    async (card: Card, location: CheckedPoint, checking: string | null) => {
      const set = card === "map" ? setMap : setAddress;
      const current = ++runs.current[card];
      lastChecked.current = { card, location };
      if (checking !== null) set({ status: "checking", message: checking });
      try {
        const result = await checkDelivery(slug, location, subtotalRef.current);
        if (current === runs.current[card]) set(answered(card, location, result));
      } catch {
        if (current !== runs.current[card]) return;
        set({ status: "invalid", message: card === "map" ? UNVERIFIED : ADDRESS_UNVERIFIED, reason: null });
      }
    },
    [slug],
  );

  const detect = useCallback(async () => {
    const current = ++runs.current.map;
    setLatest("map");
    setCityOnly(null);
    setMap({ status: "checking", message: "Detecting your location..." });
    let here: { lat: number; lng: number };
    try {
      // The geolocation code loads on the tap, not with the store's page (decision 0017's budget).
      // Offline before it has loaded, the check could not have run either: that is what it says.
      const { detectLocation } = await import("#web/lib/geolocation").catch(() => {
        throw new Error(UNVERIFIED);
      });
      here = await detectLocation();
    } catch (error) {
      if (current === runs.current.map)
        setMap({ status: "invalid", message: (error as Error).message, reason: null });
      return;
    }
    if (current !== runs.current.map) return;
    setPoint(here);
    await run("map", { ...here, source: "device" }, null);
  }, [run]);

  /** The customer put the pin here (a tap on the map, or the end of a drag). */
  const placePin = useCallback(
    (here: { lat: number; lng: number }) => {
      setPoint(here);
      setLatest("map");
      setCityOnly(null);
      void run("map", { ...here, source: "pin" }, "Checking the pinned spot...");
    },
    [run],
  );

  // The address is checked 800 ms after the customer stops typing. Each change drops the answer
  // of a check still on its way for the text before.
  useEffect(() => {
    const text = addressText.trim();
    runs.current.address++;
    setCityOnly(null);
    if (text === "") {
      setAddress(IDLE);
      // An emptied address box leaves the map's check (if any) to decide.
      setLatest((card) => (card === "address" ? "map" : card));
      return;
    }
    setLatest("address");
    if (text.length < MIN_ADDRESS_LENGTH) {
      setAddress({
        status: "invalid",
        message: "Please enter a complete address (at least 15 characters)",
        reason: null,
      });
      return;
    }
    const timer = setTimeout(() => {
      const city = locateCity(text);
      if (!city) {
        setAddress({
          status: "invalid",
          message: "Could not locate address - please enter a more specific address (include city/state)",
          reason: null,
        });
        return;
      }
      const here = { lat: city.lat, lng: city.lng };
      setPoint(here);
      setCityOnly(city.name);
      void run("address", { ...here, source: "address" }, "Validating address...");
    }, ADDRESS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [addressText, run]);

  // Another subtotal can change the zone that prices the order, its fee and its minimum.
  const pricedFor = useRef(subtotal);
  useEffect(() => {
    if (pricedFor.current === subtotal) return;
    pricedFor.current = subtotal;
    const last = lastChecked.current;
    if (last) void run(last.card, last.location, null);
  }, [subtotal, run]);

  const followed = latest === "map" ? map : latest === "address" ? address : null;
  const passed = followed?.status === "valid" ? followed : null;
  return {
    /** The store checked against (its map shades its areas). */
    slug,
    /** The map card's result: the device's position or the pin. */
    location: map,
    address,
    addressText,
    setAddressText,
    point,
    detect,
    placePin,
    /** "We found New York, not your street: ...", while the pin is on the address's city centre. */
    cityHint: cityOnly ? TERMS_TEXT.cityOnly(cityOnly) : null,
    /** Where the order goes, once the latest check has passed: the point checked and its source. */
    verified: passed ? passed.location : null,
    /** The passed check's answer: the zone's fee, minimum, free-delivery amount and time. */
    result: passed ? passed.result : null,
    /** The latest check said no. */
    refused: followed?.status === "invalid",
    /** The message of the 'Delivery Not Available' toast. */
    refusal: followed?.status === "invalid" && followed.reason ? followed.reason : NOT_DELIVERING,
  };
}

export type DeliveryCheck = ReturnType<typeof useDeliveryCheck>;
