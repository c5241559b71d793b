import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TAuditEntry } from "#contracts/audit";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import { AUDIT_ACTORS_URL } from "../api/get-audit-actors";
import { auditPageUrl } from "../api/get-audit-log";
import { ActivityCard } from "./activity-card";

const ANA = { id: "00000000-0000-4000-8000-00000000000a", name: "Ana", email: "ana@example.com" };
const BEN = { id: "00000000-0000-4000-8000-00000000000b", name: "Ben", email: "ben@example.com" };

const entry = (n: number, over: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  kind: "order",
  summary: `Order ${n}: Pending → Confirmed`,
  details: {},
  actor: ANA,
  // 14:05 UTC is 15:05 in Rome, the store's zone.
  createdAt: "2026-11-24T14:05:00.000Z",
  ...over,
});

const common = {
  "GET /api/merchant/trading": { json: testTrading({ timeZone: "Europe/Rome" }) },
  [`GET ${AUDIT_ACTORS_URL}`]: { json: { actors: [ANA, BEN] } },
};

describe("Settings' Activity card", () => {
  it("lists who did what, when on the store's clock, and loads more", async () => {
    const first = entry(2);
    mockFetch({
      ...common,
      [`GET ${auditPageUrl({}, null)}`]: { json: { entries: [first], nextCursor: first.id } },
      [`GET ${auditPageUrl({}, first.id)}`]: {
        json: {
          entries: [entry(1, { kind: "sign-in", summary: "Signed in", actor: BEN })],
          nextCursor: null,
        },
      },
    });
    renderApp(<ActivityCard />);
    const list = await screen.findByRole("list", { name: "Activity" });
    expect(within(list).getByText("Order 2: Pending → Confirmed")).toBeTruthy();
    expect(within(list).getByText("Ana")).toBeTruthy();
    expect(within(list).getByText("Order status")).toBeTruthy();
    await waitFor(() => expect(within(list).getByText("Nov 24, 2026, 3:05 PM")).toBeTruthy());

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByText("Signed in")).toBeTruthy();
    expect(within(list).getByText("Ben")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/audit-log/export",
    );
  });

  it("filters by person and kind, the export following the filter; says when nothing matches", async () => {
    const { requests } = mockFetch({
      ...common,
      [`GET ${auditPageUrl({}, null)}`]: { json: { entries: [entry(1)], nextCursor: null } },
      [`GET ${auditPageUrl({ actor: BEN.id }, null)}`]: {
        json: {
          entries: [entry(3, { actor: BEN, kind: "catalog", summary: "Pizza: stock 5 → 9" })],
          nextCursor: null,
        },
      },
      [`GET ${auditPageUrl({ actor: BEN.id, kind: "export" }, null)}`]: {
        json: { entries: [], nextCursor: null },
      },
    });
    renderApp(<ActivityCard />);
    await screen.findByText("Order 1: Pending → Confirmed");

    const person = screen.getByLabelText("Person");
    await waitFor(() =>
      expect(within(person).getByRole("option", { name: "Ben (ben@example.com)" })).toBeTruthy(),
    );
    await userEvent.selectOptions(person, BEN.id);
    expect(await screen.findByText("Pizza: stock 5 → 9")).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText("Kind"), "export");
    expect(await screen.findByText("No activity matches")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      `/api/audit-log/export?actor=${BEN.id}&kind=export`,
    );
    expect(requests.map((r) => r.url)).toContain(auditPageUrl({ actor: BEN.id, kind: "export" }, null));
  });

  it("shows loading, then an empty log, and a failure with a retry", async () => {
    const held = heldReply();
    mockFetch({ ...common, [`GET ${auditPageUrl({}, null)}`]: held.reply });
    renderApp(<ActivityCard />);
    expect((await screen.findByRole("status")).textContent).toContain("Loading activity…");
    held.release({ json: { entries: [], nextCursor: null } });
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });

  it("says why the log could not load", async () => {
    mockFetch({
      ...common,
      [`GET ${auditPageUrl({}, null)}`]: {
        status: 403,
        body: { message: "You do not have permission to read the activity log." },
      },
    });
    renderApp(<ActivityCard />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You do not have permission to read the activity log.",
    );
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
