import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TNotificationSettings } from "#contracts/mail";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { NotificationsCard } from "./notifications-card";

const URL = "/api/merchant/notifications";
const SETTINGS: TNotificationSettings = {
  email: null,
  accountEmail: "owner@bella.example",
  newOrders: true,
  prescriptionOrders: true,
  mailConfigured: true,
};

describe("the Settings tab's email notifications", () => {
  it("sends to the account email by default, and saves another address and the events chosen", async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { json: SETTINGS },
      [`PUT ${URL}`]: { json: { ...SETTINGS, email: "kitchen@bella.example", prescriptionOrders: false } },
    });
    const { user } = renderApp(<NotificationsCard acceptsPrescriptions />);
    const address = await screen.findByLabelText("Send to");
    expect(address.getAttribute("placeholder")).toBe("owner@bella.example");
    expect(screen.getByText("Leave empty to use your account email (owner@bella.example).")).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();

    await user.type(address, "kitchen@bella");
    await user.click(screen.getByRole("button", { name: "Save email notifications" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([]);

    await user.type(address, ".example");
    await user.click(screen.getByRole("switch", { name: "New prescription orders" }));
    await user.click(screen.getByRole("button", { name: "Save email notifications" }));
    expect(await screen.findByText("Email notifications saved")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { email: "kitchen@bella.example", newOrders: true, prescriptionOrders: false },
    ]);
  });

  it("says so when the server sends no mail", async () => {
    mockFetch({ [`GET ${URL}`]: { json: { ...SETTINGS, mailConfigured: false } } });
    renderApp(<NotificationsCard acceptsPrescriptions />);
    expect((await screen.findByRole("note")).textContent).toContain("SMTP_URL and MAIL_FROM");
  });

  it("offers prescription orders only to a store that takes them, and keeps that choice as it was", async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { json: SETTINGS },
      [`PUT ${URL}`]: { json: SETTINGS },
    });
    const { user } = renderApp(<NotificationsCard acceptsPrescriptions={false} />);
    await screen.findByRole("switch", { name: "New orders" });
    expect(screen.queryByRole("switch", { name: "New prescription orders" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save email notifications" }));
    expect(await screen.findByText("Email notifications saved")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { email: null, newOrders: true, prescriptionOrders: true },
    ]);
  });
});
