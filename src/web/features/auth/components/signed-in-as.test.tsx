import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VIEW_AS_PERMISSIONS } from "#contracts/staff";
import { mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { SignedInAs } from "./signed-in-as";

describe("who is signed in", () => {
  it("names the person and their role in the store", async () => {
    mockFetch({});
    renderApp(<SignedInAs />, { path: "/dashboard" });
    expect((await screen.findByTestId("signed-in-as")).textContent).toBe("Olive Owner · Owner");
  });

  it("an operator viewing the store is not called its owner (issue 47)", async () => {
    mockFetch({
      "GET /api/user": {
        json: {
          ...TEST_OWNER,
          person: { id: "p-op", name: "Opal Operator", email: "op@example.com" },
          permissions: VIEW_AS_PERMISSIONS,
          viewAs: {
            merchantId: "m-test",
            businessName: "Test Store",
            reason: "Ticket 9",
            endsAt: "2030-01-01T00:00:00.000Z",
          },
        },
      },
    });
    renderApp(<SignedInAs />, { path: "/dashboard" });
    expect((await screen.findByTestId("signed-in-as")).textContent).toBe(
      "Opal Operator · Operator, read-only",
    );
  });
});
