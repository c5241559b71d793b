import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { APP_ROUTES } from "#contracts/app-routes";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { paths } from "#web/config/paths";
import { Route, Routes } from "#web/lib/router";
import SetPasswordPage from "#web/routes/set-password";
import { PASSWORDS_DIFFER, SetPasswordForm } from "./set-password-form";

const TOKEN = "3f2b1c9e-0000-4000-8000-000000000001.1790000000000.abc_DEF-123";
const SET = "Your password is set. Sign in with it.";
const EXPIRED = "This link has expired or was already used. Ask the platform's operator for a new one.";

const renderPage = () =>
  renderApp(
    <Routes>
      <Route path={APP_ROUTES.setPassword} element={<SetPasswordPage />} />
    </Routes>,
    { path: paths.setPassword(TOKEN) },
  );

async function fillIn(user: ReturnType<typeof renderApp>["user"], password: string, confirm = password) {
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm password"), confirm);
  await user.click(screen.getByRole("button", { name: "Set password" }));
}

describe("the set-password form (issue 47)", () => {
  it("says a short password and two different ones on their fields, and sends nothing", async () => {
    const { requests } = mockFetch({});
    const { user } = renderApp(<SetPasswordForm token={TOKEN} onSuccess={() => {}} />);
    await fillIn(user, "abc");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");

    await user.type(screen.getByLabelText("New password"), "def");
    await user.type(screen.getByLabelText("Confirm password"), "xyz");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(requests).toEqual([]);
  });

  it("sends the link's token and the password, and is busy until the answer", async () => {
    const held = heldReply();
    const { requests } = mockFetch({ "POST /api/password": held.reply });
    const onSuccess = vi.fn();
    const { user } = renderApp(<SetPasswordForm token={TOKEN} onSuccess={onSuccess} />);
    await fillIn(user, "secret123");
    const busy = await screen.findByRole("button", { name: "Setting password..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    held.release({ json: { message: SET } });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ message: SET }, expect.anything()));
    expect(requests.map((r) => r.body)).toEqual([{ token: TOKEN, password: "secret123" }]);
  });

  it("shows the server's words when the link has expired or was used", async () => {
    mockFetch({ "POST /api/password": { status: 404, body: { message: EXPIRED } } });
    const onSuccess = vi.fn();
    const { user } = renderApp(<SetPasswordForm token={TOKEN} onSuccess={onSuccess} />);
    await fillIn(user, "secret123");
    expect((await screen.findByRole("alert")).textContent).toBe(EXPIRED);
    expect(screen.getByRole("button", { name: "Set password" })).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("the page: the link's token from its address; once set, the message and a way to sign in", async () => {
    const { requests } = mockFetch({ "POST /api/password": { json: { message: SET } } });
    const { user } = renderPage();
    expect(screen.getByRole("heading", { name: "Set your password" })).toBeTruthy();
    expect(document.title).toContain("Set your password");
    await fillIn(user, "secret123");
    expect((await screen.findByRole("status")).textContent).toContain(SET);
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(paths.auth());
    expect(requests.map((r) => r.body)).toEqual([{ token: TOKEN, password: "secret123" }]);
  });
});
