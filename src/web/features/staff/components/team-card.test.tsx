import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STAFF_MESSAGES, type TStaffList } from "#contracts/staff";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { TeamCard } from "./team-card";

const TEAM: TStaffList = {
  members: [
    {
      id: "m-owner",
      personId: "p1",
      name: "Gino",
      email: "gino@bella.example",
      role: "owner",
      joinedAt: "2026-11-01T10:00:00.000Z",
      isYou: true,
    },
    {
      id: "m-luca",
      personId: "p2",
      name: "Luca",
      email: "luca@bella.example",
      role: "kitchen",
      joinedAt: "2026-11-20T10:00:00.000Z",
      isYou: false,
    },
  ],
  invites: [
    {
      id: "i-old",
      email: "old@bella.example",
      role: "orders",
      expiresAt: "2026-12-05T10:00:00.000Z",
      createdAt: "2026-11-28T10:00:00.000Z",
      invitedBy: "Gino",
    },
  ],
};

const LINK = "https://stores.example.org/invite/abcDEF_123";

describe("the Settings tab's Team card (issue 43)", () => {
  it("invites by email and role and shows the link to copy or share on WhatsApp", async () => {
    const created = { id: "i-new", url: LINK, expiresAt: "2026-12-09T10:00:00.000Z" };
    let team = TEAM;
    const { requests } = mockFetch({
      "GET /api/staff": () => ({ json: team }),
      "POST /api/staff/invites": (request) => {
        const { email, role } = request.body as { email: string; role: "kitchen" };
        team = {
          ...TEAM,
          invites: [
            { id: "i-new", email, role, expiresAt: created.expiresAt, createdAt: "", invitedBy: "Gino" },
          ],
        };
        return { json: created };
      },
    });
    const { user } = renderApp(<TeamCard storeName="Bella Napoli" />);
    await screen.findByText("Luca");

    const form = screen.getByRole("form", { name: "Invite a team member" });
    await user.type(within(form).getByLabelText("Email"), "marco@bella");
    await user.click(within(form).getByRole("button", { name: "Invite" }));
    expect(await within(form).findByText("Please enter a valid email address")).toBeTruthy();

    await user.type(within(form).getByLabelText("Email"), ".example");
    await user.selectOptions(within(form).getByLabelText("Role"), "kitchen");
    expect(
      within(form).getByText("The kitchen queue only: orders to prepare, without customer details or money."),
    ).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Invite" }));

    expect(((await screen.findByLabelText("Invite link")) as HTMLInputElement).value).toBe(LINK);
    const share = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(share.getAttribute("href")).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Join Bella Napoli on Storefront as Kitchen: ${LINK}`)}`,
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { email: "marco@bella.example", role: "kitchen" },
    ]);
  });

  it("shows a refusal beside the email", async () => {
    mockFetch({
      "GET /api/staff": { json: TEAM },
      "POST /api/staff/invites": { status: 409, body: { message: STAFF_MESSAGES.alreadyMember } },
    });
    const { user } = renderApp(<TeamCard storeName="Bella Napoli" />);
    await screen.findByText("Luca");
    await user.type(screen.getByLabelText("Email"), "luca@bella.example");
    await user.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText(STAFF_MESSAGES.alreadyMember)).toBeTruthy();
  });

  it("changes a member's role, and says why when the last owner cannot be demoted", async () => {
    const { requests } = mockFetch({
      "GET /api/staff": { json: TEAM },
      "GET /api/user": { json: null },
      "PUT /api/staff/m-luca": { json: { ...TEAM.members[1], role: "orders" } },
      "PUT /api/staff/m-owner": { status: 409, body: { message: STAFF_MESSAGES.lastOwner } },
    });
    const { user } = renderApp(<TeamCard storeName="Bella Napoli" />);
    await user.selectOptions(await screen.findByLabelText("Role of Luca"), "orders");
    expect(await screen.findByText("Luca is now Orders.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Role of Gino"), "manager");
    expect(await screen.findByText(STAFF_MESSAGES.lastOwner)).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => [r.url, r.body])).toEqual([
      ["/api/staff/m-luca", { role: "orders" }],
      ["/api/staff/m-owner", { role: "manager" }],
    ]);
  });

  it("removes a member after asking, and withdraws an invite", async () => {
    const { requests } = mockFetch({
      "GET /api/staff": { json: TEAM },
      "GET /api/user": { json: null },
      "DELETE /api/staff/m-luca": { json: { message: "Member removed" } },
      "DELETE /api/staff/invites/i-old": { json: { message: "Invite withdrawn" } },
    });
    const { user } = renderApp(<TeamCard storeName="Bella Napoli" />);
    await user.click(await screen.findByRole("button", { name: "Remove Luca" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Luca?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Member removed")).toBeTruthy();

    // An invite made before this visit: its link is not known here any more.
    expect(screen.getByText(/withdraw this invite and invite again/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Withdraw the invite for old@bella.example" }));
    expect(await screen.findByText("Invite withdrawn")).toBeTruthy();
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.url)).toEqual([
      "/api/staff/m-luca",
      "/api/staff/invites/i-old",
    ]);
  });

  it("says when the team could not be loaded, and tries again", async () => {
    let fail = true;
    mockFetch({
      "GET /api/staff": () =>
        fail ? { status: 503, body: { message: "We can't reach the store right now." } } : { json: TEAM },
    });
    const { user } = renderApp(<TeamCard storeName="Bella Napoli" />);
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain(
      "Could not load your team",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Luca")).toBeTruthy();
  });
});
