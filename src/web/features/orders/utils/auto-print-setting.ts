/**
 * "Auto-print new orders", per device (the one beside the kitchen printer, not every phone the
 * merchant signs in on): kept in this browser, shared by the Orders tab's switch and the alerts.
 */
const KEY = "orders:auto-print";
const listeners = new Set<() => void>();

export const autoPrintOn = () => localStorage.getItem(KEY) === "on";

export function setAutoPrint(on: boolean) {
  localStorage.setItem(KEY, on ? "on" : "off");
  for (const listener of listeners) listener();
}

export function subscribeAutoPrint(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
