import { toastOutcome } from "#web/lib/mutation-toasts";

/** The zones' toasts (spec section 8), for every screen that changes a zone. */
export const zoneToasts = {
  created: toastOutcome(
    { title: "Delivery zone created successfully with delivery area" },
    "Failed to create delivery zone",
  ),
  updated: toastOutcome({ title: "Delivery zone updated successfully" }, "Failed to update delivery zone"),
  switched: toastOutcome({ title: "Zone status updated successfully" }, "Failed to update zone status"),
  deleted: toastOutcome({ title: "Delivery zone deleted successfully" }, "Failed to delete delivery zone"),
};
