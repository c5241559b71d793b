import { useEffect } from "react";
import { installMerchantApp } from "./merchant-app";

/** Makes the screen part of the installable dashboard while it is shown and `on` (decision 0031). */
export function useMerchantApp(on: boolean) {
  useEffect(() => (on ? installMerchantApp() : undefined), [on]);
}
