import { useSyncExternalStore } from "react";
import { autoPrintOn, setAutoPrint, subscribeAutoPrint } from "../utils/auto-print-setting";

/** The device's "Auto-print new orders" switch and its setter. */
export function useAutoPrint() {
  return [useSyncExternalStore(subscribeAutoPrint, autoPrintOn, () => false), setAutoPrint] as const;
}
