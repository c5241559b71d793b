import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OPERATOR } from "#tests/web/admin";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import AuthPage from "./auth";

const SIGNED_OUT = { status: 401, body: { message: "Not authenticated" } };

describe("the sign-in page and operators (issue 47)", () => {
  it("sends an operator's sign-in to the console, with nobody as the store's user", async () => {
    const { requests } = mockFetch({
      "GET /api/user": SIGNED_OUT,
      "POST /api/login": { json: OPERATOR },
    });
    const { user, queryClient } = renderApp(<AuthPage />, { path: "/auth" });
    await user.type(await screen.findByLabelText("Email"), "oona@platform.example");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(window.location.pathname).toBe("/admin"));
    expect(queryClient.getQueryData(["auth", "user"])).toBeNull();
    expect(queryClient.getQueryData(["auth", "operator"])).toEqual(OPERATOR);
    // A merchant's or a visitor's sign-in page never asks the console's question (its 404 is theirs).
    expect(requests.some((r) => r.url === "/api/admin/me")).toBe(false);
  });

  it("sends a signed-in operator on to the console from a browser they signed in on", async () => {
    localStorage.setItem("storefront.operator", "1");
    mockFetch({ "GET /api/user": SIGNED_OUT, "GET /api/admin/me": { json: OPERATOR } });
    renderApp(<AuthPage />, { path: "/auth" });
    await waitFor(() => expect(window.location.pathname).toBe("/admin"));
  });

  it("shows the form when that browser's operator has signed out meanwhile (a 404), and forgets the hint", async () => {
    localStorage.setItem("storefront.operator", "1");
    mockFetch({
      "GET /api/user": SIGNED_OUT,
      "GET /api/admin/me": { status: 404, body: { message: "Route GET:/api/admin/me not found" } },
    });
    renderApp(<AuthPage />, { path: "/auth" });
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(localStorage.getItem("storefront.operator")).toBeNull();
  });

  it("keeps a store waiting for approval's message in view on the login tab", async () => {
    mockFetch({
      "GET /api/user": SIGNED_OUT,
      "GET /api/slug-availability?slug=corner-shop": {
        json: { slug: "corner-shop", available: true, suggestion: null },
      },
      "POST /api/register": {
        json: {
          pendingApproval: true,
          message: "Your account is awaiting approval. You can sign in once it is approved.",
        },
      },
    });
    const { user } = renderApp(<AuthPage />, { path: "/auth?tab=register" });
    await user.type(await screen.findByLabelText("Business Name"), "Corner Shop");
    await user.type(screen.getByLabelText("Email"), "ada@corner.example");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Create My Store" }));
    expect((await screen.findByTestId("awaiting-approval")).textContent).toContain(
      "Your account is awaiting approval.",
    );
    expect(window.location.search).toBe("?tab=login");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
  });
});
