import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, REJECTION_TEMPLATES } from "#contracts/admin";
import { adminMerchant, adminMerchantDetail, page } from "#tests/web/admin";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ApprovalsTab } from "./approvals-tab";

const QUEUE = "GET /api/admin/merchants?status=pending&offset=0&limit=10";
const SUNRISE = adminMerchant();
const CORNER = adminMerchant({
  id: "m-2",
  businessName: "Corner Shop",
  businessSlug: "corner-shop",
  businessType: "retail",
  email: "ada@corner.example",
  createdAt: "2026-11-25T10:00:00.000Z",
  contactPhone: null,
  address: null,
  description: null,
  licenceNumber: null,
});

describe("the console's approval queue (issue 47 item 2)", () => {
  it("shows each waiting store with what it registered with, oldest first, and approves one", async () => {
    let waiting = [SUNRISE, CORNER];
    const { requests } = mockFetch({
      [QUEUE]: () => ({ json: page(waiting) }),
      "GET /api/admin/merchants/m-1": { json: adminMerchantDetail() },
      "GET /api/admin/merchants/m-2": {
        json: adminMerchantDetail({
          ...CORNER,
          contactPhone: null,
          address: null,
          description: null,
          licenceNumber: null,
        }),
      },
      "POST /api/admin/merchants/m-1/approve": () => {
        waiting = [CORNER];
        return { json: adminMerchantDetail({ status: "approved" }) };
      },
    });
    const { user } = renderApp(<ApprovalsTab manage />, { path: "/admin" });
    const queue = await screen.findByRole("list", { name: "Stores waiting for approval" });
    expect(
      within(queue)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Sunrise Pharmacy", "Corner Shop"]);
    const sunrise = within(queue).getByRole("listitem", { name: "Sunrise Pharmacy" });
    expect(await within(sunrise).findByText("PH-12345")).toBeTruthy();
    within(sunrise).getByText(/^Pharmacy · waiting since/);
    for (const text of ["owner@sunrise.example", "+1 212 555 0142", "12 Main Street, Springfield"]) {
      expect(within(sunrise).getByText(text)).toBeTruthy();
    }
    screen.getByText("Prescriptions and remedies since 1990.");
    // A shop that is no pharmacy has no licence line; what it left out says so.
    const corner = within(queue).getByRole("listitem", { name: "Corner Shop" });
    await within(corner).findAllByText("Not given");
    expect(within(corner).queryByText("Licence number")).toBeNull();
    expect(screen.getByText("2 stores waiting")).toBeTruthy();

    await user.click(within(sunrise).getByRole("button", { name: "Approve Sunrise Pharmacy" }));
    expect(await screen.findByText("Store approved")).toBeTruthy();
    expect(await screen.findByText("1 store waiting")).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: "Sunrise Pharmacy" })).toBeNull();
    expect(requests.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: "/api/admin/merchants/m-1/approve", body: {} },
    ]);
  });

  it("rejects with a ready reason, edited, and asks for one when there is none", async () => {
    const { requests } = mockFetch({
      [QUEUE]: { json: page([SUNRISE]) },
      "GET /api/admin/merchants/m-1": { json: adminMerchantDetail() },
      "POST /api/admin/merchants/m-1/reject": { json: adminMerchantDetail({ status: "rejected" }) },
    });
    const { user } = renderApp(<ApprovalsTab manage />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "Reject Sunrise Pharmacy" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Sunrise Pharmacy?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject store" }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.reasonRequired)).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText("Ready reason"), REJECTION_TEMPLATES[2]);
    const reason = within(dialog).getByLabelText("Reason");
    expect((reason as HTMLTextAreaElement).value).toBe(REJECTION_TEMPLATES[2]);
    await user.type(reason, " Thank you.");
    await user.click(within(dialog).getByRole("button", { name: "Reject store" }));
    expect(await screen.findByText("Store rejected")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { reason: `${REJECTION_TEMPLATES[2]} Thank you.` },
    ]);
  });

  it("says why a decision was refused (another operator got there first)", async () => {
    mockFetch({
      [QUEUE]: { json: page([CORNER]) },
      "GET /api/admin/merchants/m-2": { json: adminMerchantDetail(CORNER) },
      "POST /api/admin/merchants/m-2/approve": {
        status: 409,
        body: { message: ADMIN_MESSAGES.cannotApprove("approved") },
      },
    });
    const { user } = renderApp(<ApprovalsTab manage />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "Approve Corner Shop" }));
    expect(await screen.findByText("Could not approve the store")).toBeTruthy();
    screen.getByText(ADMIN_MESSAGES.cannotApprove("approved"));
  });

  it("shows support the queue without a button to change anything", async () => {
    mockFetch({
      [QUEUE]: { json: page([SUNRISE]) },
      "GET /api/admin/merchants/m-1": { json: adminMerchantDetail() },
    });
    renderApp(<ApprovalsTab manage={false} />, { path: "/admin" });
    await screen.findByText("PH-12345");
    expect(screen.queryByRole("button", { name: /Approve|Reject/ })).toBeNull();
  });

  it("says when nothing waits, and when the queue could not be loaded", async () => {
    mockFetch({ [QUEUE]: { json: page([]) } });
    const { unmount } = renderApp(<ApprovalsTab manage />, { path: "/admin" });
    expect(await screen.findByText("No stores waiting")).toBeTruthy();
    unmount();

    let fail = true;
    mockFetch({
      [QUEUE]: () =>
        fail ? { status: 503, body: { message: "We can't reach the store right now." } } : { json: page([]) },
    });
    const { user } = renderApp(<ApprovalsTab manage />, { path: "/admin" });
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load your approval queue");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No stores waiting")).toBeTruthy();
  });
});
