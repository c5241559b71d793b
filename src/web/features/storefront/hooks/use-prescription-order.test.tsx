import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, type Reply } from "#tests/web/fetch";
import { renderAppHook } from "#tests/web/render";
import { testMerchant } from "#tests/web/storefront";
import { usePrescriptionOrder } from "./use-prescription-order";

/** The browser's upload channel (XMLHttpRequest, for its progress events), answering as the server does. */
class FakeUpload {
  static sent = 0;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    FakeUpload.sent++;
    this.status = 201;
    this.responseText = JSON.stringify({ prescriptionUrl: "/api/prescriptions/0123456789abcdef.pdf" });
    queueMicrotask(() => this.onload?.());
  }
}

const PHARMACY = testMerchant({ businessName: "Green Pharmacy", prescriptionsWhileClosed: true });
const TUESDAY_NINE = { day: 2, time: "09:00" };

const PLACED = { id: "5f0c2f1e-1111-4222-8333-900000000042", trackingCode: "TRACK042", status: "pending" };
const DETAILS = {
  name: "Ada Lovelace",
  phone: "555 010 0199",
  address: "12 Analytical Street",
  email: "",
  notes: "",
};

describe("sending a prescription order again", () => {
  beforeEach(() => {
    FakeUpload.sent = 0;
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("after a lost answer, resends the same order, with the file uploaded once, under the same key", async () => {
    const replies: (() => Reply)[] = [
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => ({ json: PLACED }),
    ];
    const { requests, fetchMock } = mockFetch({ "POST /api/prescription-orders": () => replies.shift()!() });
    const onPlaced = vi.fn();
    const { result } = renderAppHook(() =>
      usePrescriptionOrder({ slug: "green-pharmacy", delivery: null, onPlaced, store: PHARMACY }),
    );
    act(() => {
      result.current.setFile(new File(["%PDF-1.4"], "rx.pdf", { type: "application/pdf" }));
      result.current.setDetails(DETAILS);
    });

    act(() => result.current.submit());
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(result.current.submitting).toBe(false));
    act(() => result.current.submit());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(PLACED));

    expect(FakeUpload.sent).toBe(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(requests[0]!.body).toMatchObject({
      prescriptionFileUrl: "/api/prescriptions/0123456789abcdef.pdf",
    });
    const keys = fetchMock.mock.calls
      .filter(([url]) => url === "/api/prescription-orders")
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe("a closed pharmacy's prescription form", () => {
  const formAt = (store: Parameters<typeof usePrescriptionOrder>[0]["store"]) => {
    mockFetch({});
    const { result } = renderAppHook(() =>
      usePrescriptionOrder({ slug: "green-pharmacy", delivery: null, onPlaced: vi.fn(), store }),
    );
    act(() => {
      result.current.setFile(new File(["%PDF-1.4"], "rx.pdf", { type: "application/pdf" }));
      result.current.setDetails(DETAILS);
    });
    return result.current;
  };

  it("can be sent while closed when the pharmacy reviews prescriptions at opening", () => {
    const form = formAt({ ...PHARMACY, openNow: false, opensAt: TUESDAY_NINE });
    expect(form.welcome).toBe("review-at-opening");
    expect(form.closedReason).toBeNull();
    expect(form.ready).toBe(true);
  });

  it("has nothing to send while closed otherwise, or while paused, and says why", () => {
    const closed = formAt({
      ...PHARMACY,
      openNow: false,
      opensAt: TUESDAY_NINE,
      prescriptionsWhileClosed: false,
    });
    expect(closed.ready).toBe(false);
    expect(closed.closedReason).toBe("Green Pharmacy is closed right now. It opens Tue 9:00 AM.");
    const paused = formAt({ ...PHARMACY, openNow: false, paused: true, opensAt: { day: 2, time: "12:30" } });
    expect(paused.welcome).toBe("closed");
    expect(paused.closedReason).toBe(
      "Green Pharmacy is not taking orders right now. It takes orders again Tue 12:30 PM.",
    );
  });
});
