import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STAFF_MESSAGES, type TInvitePreview } from "#contracts/staff";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { InviteView } from "./invite-view";

const TOKEN = "abcDEF_123";
const PREVIEW_URL = `/api/invites/${TOKEN}`;
const ACCEPT_URL = `${PREVIEW_URL}/accept`;
const PREVIEW: TInvitePreview = {
  businessName: "Bella Napoli",
  email: "luca@bella.example",
  role: "kitchen",
  expiresAt: "2026-12-09T10:00:00.000Z",
  hasAccount: false,
};
const joined = (role: string) => ({
  id: "m1",
  businessName: "Bella Napoli",
  role,
  permissions: [],
  stores: [],
});

describe("the invite page (issue 43)", () => {
  it("shows the store and role; someone new sets a name and password and lands on the kitchen screen", async () => {
    const { requests } = mockFetch({
      [`GET ${PREVIEW_URL}`]: { json: PREVIEW },
      "GET /api/user": { status: 401, body: { message: "Not authenticated" } },
      [`POST ${ACCEPT_URL}`]: { json: joined("kitchen") },
    });
    const { user } = renderApp(<InviteView token={TOKEN} />, { path: `/invite/${TOKEN}` });
    expect(await screen.findByRole("heading", { name: "Join Bella Napoli" })).toBeTruthy();
    expect(screen.getByText("Kitchen")).toBeTruthy();
    expect(screen.getByText("For luca@bella.example")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Join the team" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    await user.type(screen.getByLabelText("Your name"), "Luca");
    await user.type(screen.getByLabelText("Choose a password"), "abc");
    await user.click(screen.getByRole("button", { name: "Join the team" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    await user.type(screen.getByLabelText("Choose a password"), "def");
    await user.click(screen.getByRole("button", { name: "Join the team" }));

    await screen.findByRole("form", { name: "Accept the invite" });
    await waitForPath("/kitchen");
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { name: "Luca", password: "abcdef" },
    ]);
  });

  it("someone with an account gives its password; a wrong one is said so", async () => {
    const { requests } = mockFetch({
      [`GET ${PREVIEW_URL}`]: { json: { ...PREVIEW, role: "manager", hasAccount: true } },
      "GET /api/user": { status: 401, body: { message: "Not authenticated" } },
      [`POST ${ACCEPT_URL}`]: { status: 401, body: { message: "Invalid email or password" } },
    });
    const { user } = renderApp(<InviteView token={TOKEN} />, { path: `/invite/${TOKEN}` });
    const password = await screen.findByLabelText("Password for luca@bella.example");
    expect(screen.queryByLabelText("Your name")).toBeNull();
    await user.type(password, "wrong-one");
    await user.click(screen.getByRole("button", { name: "Accept as luca@bella.example" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { password: "wrong-one" },
    ]);
  });

  it("signed in as the invite's person: one tap, then the dashboard", async () => {
    const { requests } = mockFetch({
      [`GET ${PREVIEW_URL}`]: { json: { ...PREVIEW, role: "manager", hasAccount: true } },
      "GET /api/user": {
        json: { ...joined("owner"), person: { id: "p", name: "Luca", email: "luca@bella.example" } },
      },
      [`POST ${ACCEPT_URL}`]: { json: joined("manager") },
    });
    const { user } = renderApp(<InviteView token={TOKEN} />, { path: `/invite/${TOKEN}` });
    await screen.findByRole("heading", { name: "Join Bella Napoli" });
    const accept = await screen.findByRole("button", { name: "Accept as luca@bella.example" });
    // The person is read after the invite: until then the password field may show.
    await waitFor(() => expect(screen.queryByLabelText("Password for luca@bella.example")).toBeNull());
    await user.click(accept);
    await waitForPath("/dashboard");
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{}]);
  });

  it.each([
    [404, STAFF_MESSAGES.inviteExpired],
    [409, STAFF_MESSAGES.inviteUsed],
  ])("a link that answers %i says why it cannot be used", async (status, message) => {
    mockFetch({
      [`GET ${PREVIEW_URL}`]: { status, body: { message } },
      "GET /api/user": { status: 401, body: { message: "Not authenticated" } },
    });
    renderApp(<InviteView token={TOKEN} />, { path: `/invite/${TOKEN}` });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This invite cannot be used");
    expect(alert.textContent).toContain(message);
    expect(screen.queryByRole("form")).toBeNull();
  });
});

const waitForPath = (path: string) => waitFor(() => expect(window.location.pathname).toBe(path));
