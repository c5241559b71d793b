import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROLE_PERMISSIONS } from "#contracts/staff";
import { mockFetch } from "#tests/web/fetch";
import { NEW_OWNER, renderSetup, testProgress } from "#tests/web/first-run";
import { testTrading } from "#tests/web/trading";

const QR = {
  json: { qrCode: "data:image/png;base64,AAAA", micrositeUrl: "http://localhost/microsite/luigis" },
};

describe("the first-run path (issue 48)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens where the store left off: a new restaurant on its catalog, step 2 of 5", async () => {
    mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: testProgress() },
    });
    renderSetup();
    expect(await screen.findByRole("heading", { level: 1, name: "Your catalog" })).toBeTruthy();
    expect(screen.getByText("Step 2 of 5")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Step 2 of 5" }).getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByRole("button", { name: "Back" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Finish later" }).getAttribute("href")).toBe("/dashboard");
  });

  it("skips a step on the server and goes on; Back returns to the one before", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: testProgress({ next: "hours", steps: { type: "done", catalog: "done" } }) },
      "PUT /api/setup/steps/hours": {
        json: testProgress({ next: "delivery", steps: { type: "done", catalog: "done", hours: "skipped" } }),
      },
      "GET /api/merchant/trading": { json: testTrading() },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/map-settings": { json: { tileUrl: "", defaultCenter: { lat: 40.71, lng: -74.01 } } },
    });
    const { user } = renderSetup();
    await screen.findByRole("heading", { level: 1, name: "When you are open" });
    await user.click(await screen.findByRole("button", { name: "Skip" }));
    expect(await screen.findByRole("heading", { level: 1, name: "How shoppers get it" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([
      { method: "PUT", url: "/api/setup/steps/hours", body: { state: "skipped" } },
    ]);
    expect(screen.getByText("Step 4 of 5")).toBeTruthy();
    // The heading of the new step has the focus, for a keyboard or a screen reader.
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { level: 1, name: "When you are open" })).toBeTruthy();
  });

  it("saves the business type (step 1) and goes on to the catalog", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: testProgress() },
      "PUT /api/setup/business-type": { json: testProgress() },
    });
    const { user } = renderSetup("type");
    await screen.findByRole("heading", { level: 1, name: "What you sell" });
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    const restaurant = screen.getByRole("radio", { name: /Restaurant/ });
    expect(restaurant).toHaveProperty("checked", true);
    await user.click(screen.getByRole("radio", { name: /Pharmacy/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your catalog" })).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")).toEqual({
      method: "PUT",
      url: "/api/setup/business-type",
      body: { businessType: "pharmacy" },
    });
  });

  it("stays on a step whose save failed, with the server's words", async () => {
    mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: testProgress({ next: "hours" }) },
      "GET /api/merchant/trading": { json: testTrading() },
      "PUT /api/merchant/trading": { status: 400, body: { message: "Opening hours overlap" } },
    });
    const { user } = renderSetup();
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Could not save this step")).toBeTruthy();
    expect(screen.getByText("Opening hours overlap")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "When you are open" })).toBeTruthy();
  });

  it("says when the setup cannot be read, and tries again", async () => {
    let fail = true;
    mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": () =>
        fail ? { status: 503, body: { message: "Database away" } } : { json: testProgress() },
    });
    const { user } = renderSetup();
    expect(await screen.findByText("Could not load your setup", {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your catalog" })).toBeTruthy();
  });
});

describe("'Your store is live'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("finishes the path once on arrival, shows the link and the QR, and offers the skipped steps", async () => {
    const progress = testProgress({
      next: null,
      steps: { type: "done", catalog: "done", hours: "skipped", delivery: "done", payments: "done" },
    });
    const { requests } = mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: progress },
      "POST /api/setup/finish": { json: { ...progress, finishedAt: "2026-12-03T09:00:00.000Z" } },
      "GET /api/microsite-qr": QR,
      "GET /api/merchant/trading": { json: testTrading() },
    });
    const { user } = renderSetup();
    expect(await screen.findByRole("heading", { level: 1, name: "Your store is live" })).toBeTruthy();
    expect(screen.queryByText(/Step \d of 5/)).toBeNull();
    expect(
      await screen.findByRole("img", { name: "QR code for http://localhost/microsite/luigis" }),
    ).toBeTruthy();
    expect(screen.getByLabelText("Your store's link")).toHaveProperty(
      "value",
      "http://localhost/microsite/luigis",
    );
    expect(screen.getByRole("link", { name: "Open your store" }).getAttribute("href")).toBe(
      "/microsite/luigis",
    );
    expect(screen.getByRole("link", { name: "Go to dashboard" }).getAttribute("href")).toBe("/dashboard");
    await waitFor(() => expect(requests.filter((r) => r.method === "POST")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "When you are open" }));
    expect(await screen.findByRole("heading", { level: 1, name: "When you are open" })).toBeTruthy();
    expect(requests.filter((r) => r.url === "/api/setup/finish")).toHaveLength(1);
  });

  it("shares through the phone's share sheet, or copies the link where there is none", async () => {
    mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: testProgress({ next: null }) },
      "POST /api/setup/finish": { json: testProgress({ next: null }) },
      "GET /api/microsite-qr": QR,
    });
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    const { user } = renderSetup();
    await screen.findByRole("img", { name: /QR code/ });
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        text: "Check out my online store!",
        url: "http://localhost/microsite/luigis",
      }),
    );

    // jsdom has no share sheet: the link is copied (user-event's clipboard stands in for the browser's).
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share: undefined }));
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await navigator.clipboard.readText()).toBe("http://localhost/microsite/luigis");
    expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  });
});

describe("how you are paid (step 5)", () => {
  it("is skipped for a manager, who may not manage payments", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: { ...NEW_OWNER, role: "manager", permissions: ROLE_PERMISSIONS.manager } },
      "GET /api/setup": { json: testProgress({ next: "payments" }) },
      "PUT /api/setup/steps/payments": { json: testProgress({ next: null }) },
      "POST /api/setup/finish": { json: testProgress({ next: null }) },
      "GET /api/microsite-qr": QR,
    });
    const { user } = renderSetup();
    expect(await screen.findByText(/this step is skipped for you/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your store is live" })).toBeTruthy();
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ state: "skipped" });
    expect(requests.some((r) => r.url === "/api/merchant/payments")).toBe(false);
  });
});
