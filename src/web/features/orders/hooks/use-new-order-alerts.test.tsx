import { useQuery } from "@tanstack/react-query";
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderAppHook } from "#tests/web/render";
import { dismiss, peekToasts } from "#web/components/ui/use-toast";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { setAutoPrint } from "../utils/auto-print-setting";
import { useNewOrderAlerts } from "./use-new-order-alerts";

/** A stand-in for the browser's EventSource: the test plays the server's side of the stream. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    }
  }
}

const NEW_ORDER = {
  id: "7f000000-0000-4000-8000-000000000001",
  trackingCode: "ABCD1234",
  totalAmount: "6.00",
  orderType: "regular",
  customerName: "Ann",
  createdAt: "2026-11-24T17:00:00.000Z",
};

/** The page out of sight (another tab or app) or in it, as the browser says. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
}

/** The dashboard's active service worker registration, recording what it shows. */
function stubRegistration() {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const registration = {
    active: {},
    showNotification: async (title: string, options: NotificationOptions) => {
      shown.push({ title, options });
    },
  };
  Object.defineProperty(navigator, "serviceWorker", {
    value: { getRegistration: async (scope: string) => (scope === "/dashboard" ? registration : undefined) },
    configurable: true,
  });
  return shown;
}

describe("useNewOrderAlerts", () => {
  beforeEach(() => {
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.last = null;
  });

  it("stops listening and asks who is signed in when the server says the session ended", async () => {
    let signedIn = true;
    const fetches = mockFetch({
      "GET /api/user": () =>
        signedIn
          ? { json: { id: "m1", businessName: "Shop" } }
          : { status: 401, body: { message: "Not authenticated" } },
    });
    // The dashboard watches who is signed in, as its route guard does.
    const { result, queryClient } = renderAppHook(() => ({
      user: useQuery(userQueryOptions()).data,
      alerts: useNewOrderAlerts(),
    }));
    await waitFor(() => expect(result.current.user).toEqual({ id: "m1", businessName: "Shop" }));
    const source = FakeEventSource.last!;
    signedIn = false;
    expect(source.url).toBe("/api/merchant/orders/events");

    act(() => source.emit("session-ended", {}));

    expect(source.closed).toBe(true);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(queryClient.getQueryData(userQueryOptions().queryKey)).toBeNull();
    expect(fetches.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /api/user", "GET /api/user"]);
  });

  it("keeps the stream open while orders arrive, counting them", () => {
    mockFetch({});
    const { result } = renderAppHook(() => useNewOrderAlerts(), { path: "/dashboard" });
    const source = FakeEventSource.last!;
    act(() =>
      source.emit("new-order", {
        id: "7f000000-0000-4000-8000-000000000001",
        trackingCode: "ABCD1234",
        totalAmount: "6.00",
        orderType: "regular",
        customerName: "Ann",
        createdAt: new Date().toISOString(),
      }),
    );
    expect(result.current.unseen).toBe(1);
    expect(source.closed).toBe(false);
  });

  it("keeps the orders that arrived, newest first, until each is seen; a toast only away from the Orders tab", () => {
    mockFetch({});
    const { result, rerender } = renderAppHook(
      ({ watching }: { watching: boolean }) => useNewOrderAlerts({ watching }),
      {
        path: "/dashboard",
        initialProps: { watching: false },
      },
    );
    const source = FakeEventSource.last!;
    act(() => source.emit("new-order", NEW_ORDER));
    expect(peekToasts()[0]).toMatchObject({
      title: "New order received",
      description: "Order #7f000000 from Ann: $6.00",
    });
    act(() => dismiss());

    // On the Orders tab the tab itself highlights and announces it: told once, not twice.
    rerender({ watching: true });
    const second = { ...NEW_ORDER, id: "7f000000-0000-4000-8000-000000000002", customerName: "Bo" };
    act(() => source.emit("new-order", second));
    expect(peekToasts().filter((t) => t.open)).toEqual([]);
    expect(result.current.fresh.map((o) => o.id)).toEqual([second.id, NEW_ORDER.id]);

    act(() => result.current.seeOrder(NEW_ORDER.id));
    expect(result.current.fresh.map((o) => o.id)).toEqual([second.id]);
  });

  describe("with notifications allowed", () => {
    afterEach(() => {
      setVisibility("visible");
      Reflect.deleteProperty(navigator, "serviceWorker");
    });

    it("raises a system notification of a new order while the dashboard is out of sight, none in sight", async () => {
      mockFetch({});
      vi.stubGlobal("Notification", { permission: "granted" });
      const shown = stubRegistration();
      renderAppHook(() => useNewOrderAlerts(), { path: "/dashboard" });
      const source = FakeEventSource.last!;

      act(() => source.emit("new-order", NEW_ORDER));
      setVisibility("hidden");
      act(() => source.emit("new-order", { ...NEW_ORDER, id: "7f000000-0000-4000-8000-000000000002" }));
      await waitFor(() => expect(shown).toHaveLength(1));
      expect(shown[0]).toEqual({
        title: "New order #7f000000",
        options: expect.objectContaining({
          body: "Ann · $6.00",
          tag: "order-7f000000-0000-4000-8000-000000000002",
        }),
      });
    });
  });

  it("prints a new order's receipt when this device auto-prints, with the order's lines fetched", async () => {
    const details = testMerchantOrder({
      id: NEW_ORDER.id,
      customer: { name: "Ann", phone: "1", address: null, email: null, whatsappPhone: null },
    });
    const fetches = mockFetch({ [`GET /api/merchant/orders/${NEW_ORDER.id}`]: { json: details } });
    setAutoPrint(true);
    const printed: (string | undefined)[] = [];
    vi.stubGlobal("print", () => {
      printed.push(document.querySelector<HTMLElement>("[data-testid=order-ticket]")?.dataset.format);
      window.dispatchEvent(new Event("afterprint"));
    });
    // The dashboard's print host is not mounted here: the print dialog opens all the same.
    renderAppHook(() => useNewOrderAlerts(), { path: "/dashboard" });
    act(() => FakeEventSource.last!.emit("new-order", NEW_ORDER));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(fetches.requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `GET /api/merchant/orders/${NEW_ORDER.id}`,
    );
  });
});
