import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import type { TSeenNewOrderEvent } from "#contracts/order-privacy";
import { toast } from "#web/components/ui/use-toast";
import { merchantMoneyQueryOptions, userQueryOptions } from "#web/features/auth/api/get-user";
import { orderDetailsQueryOptions } from "../api/get-order-details";
import { invalidateOrders } from "../api/invalidate-orders";
import { autoPrintOn } from "../utils/auto-print-setting";
import { notifyNewOrder } from "../utils/notify-new-order";
import { newOrderText, orderLabel } from "../utils/order-format";
import { printTicket } from "../utils/ticket-printer";

const SOUND_KEY = "orders:sound";
const EVENTS_URL = "/api/merchant/orders/events";
/** The most new orders kept highlighted at once (the newest first). */
const MAX_FRESH = 20;

/** A short two-note chime, made in the browser: no audio file to download. */
function chime() {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    [880, 1175].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.15);
      tone.stop(audio.currentTime + 0.6);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio (a browser policy or no device): the badge and the title still tell.
  }
}

/**
 * Listens for new orders on the server's event stream while the dashboard is open: each one
 * refreshes the orders and figures, shows a toast, counts towards a badge and the page title, and
 * chimes when the merchant turned the sound on. It raises a system notification while the dashboard
 * is out of sight, when the merchant allowed them, and prints its receipt when this device
 * auto-prints. The stream reconnects by itself; on reconnecting, the lists are fetched again in
 * case an order came while it was down. When the session ends
 * elsewhere (signed out everywhere, suspended), the server says so and closes the stream: the
 * dashboard asks who is signed in, and so goes to sign-in instead of reconnecting.
 *
 * `fresh` (issue 42): the orders that arrived while the dashboard was open, newest first, for the
 * Orders tab to highlight and announce until the merchant acts on each (`seeOrder`). While the
 * merchant is `watching` the Orders tab, its own polite announcement tells of the order, not a toast:
 * told once.
 */
export function useNewOrderAlerts({ watching = false }: { watching?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState(0);
  const [fresh, setFresh] = useState<TSeenNewOrderEvent[]>([]);
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  // The store's money format, read by the events' handler without reconnecting when it loads.
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const moneyRef = useRef(money);
  moneyRef.current = money;
  const [sound, setSoundState] = useState(() => localStorage.getItem(SOUND_KEY) === "on");
  const soundRef = useRef(sound);
  soundRef.current = sound;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    let dropped = false;
    source.addEventListener("new-order", (event) => {
      const order = JSON.parse((event as MessageEvent<string>).data) as TSeenNewOrderEvent;
      setUnseen((n) => n + 1);
      setFresh((list) => [order, ...list.filter((o) => o.id !== order.id)].slice(0, MAX_FRESH));
      void invalidateOrders(queryClient);
      if (!watchingRef.current)
        toast({ title: "New order received", description: newOrderText(order, moneyRef.current) });
      if (soundRef.current) chime();
      void notifyNewOrder(order, moneyRef.current).catch(() => {});
      if (autoPrintOn()) {
        // The event carries no lines: the ticket needs the whole order.
        queryClient
          .fetchQuery(orderDetailsQueryOptions(order.id))
          .then((details) => printTicket(details, "receipt"))
          .catch(() =>
            toast({
              title: "Could not print the new order",
              description: `Print ${orderLabel(order.id)} from its details.`,
              variant: "destructive",
            }),
          );
      }
    });
    source.addEventListener("session-ended", () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    });
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (dropped) void invalidateOrders(queryClient);
      dropped = false;
    };
    return () => source.close();
  }, [queryClient]);

  useEffect(() => {
    if (unseen === 0) return;
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = `(${unseen}) ${base}`;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, "");
    };
  }, [unseen]);

  const setSound = useCallback((on: boolean) => {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
    setSoundState(on);
    if (on) chime();
  }, []);

  const seeOrder = useCallback(
    (orderId: string) => setFresh((list) => list.filter((order) => order.id !== orderId)),
    [],
  );

  return { unseen, markSeen: useCallback(() => setUnseen(0), []), sound, setSound, fresh, seeOrder };
}
