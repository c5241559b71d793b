import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type TFailedMail } from "#contracts/admin";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { FailedMailTab } from "./failed-mail-tab";

const MAIL: TFailedMail = {
  id: "mail-1",
  kind: "order_confirmation",
  recipient: "carla@example.com",
  attempts: 8,
  lastError: "connect ECONNREFUSED 127.0.0.1:25",
  createdAt: "2026-11-29T10:00:00.000Z",
  merchantId: "m-9",
  storeName: "Bella Napoli",
};

describe("the console's Failed mail (issue 47 item 5)", () => {
  it("lists what the outbox gave up on, and retries one", async () => {
    let failed = [MAIL, { ...MAIL, id: "mail-2", recipient: "dan@example.com" }];
    const { requests } = mockFetch({
      "GET /api/admin/mail/failed": () => ({ json: failed }),
      "POST /api/admin/mail/mail-1/retry": () => {
        failed = failed.slice(1);
        return { json: { message: "The mail is queued again: it goes out within seconds." } };
      },
      "POST /api/admin/mail/mail-2/retry": { status: 404, body: { message: ADMIN_MESSAGES.mailNotFound } },
    });
    const { user } = renderApp(<FailedMailTab manage />, { path: "/admin?tab=mail" });
    const list = await screen.findByRole("list", { name: "Failed mail" });
    expect(within(list).getAllByText("connect ECONNREFUSED 127.0.0.1:25")).toHaveLength(2);
    expect(within(list).getAllByText(/^8 attempts · queued/)).toHaveLength(2);
    expect(within(list).getAllByRole("link", { name: "Bella Napoli" })[0]!.getAttribute("href")).toBe(
      "/admin?tab=stores&store=m-9",
    );

    await user.click(
      screen.getByRole("button", { name: "Retry the order_confirmation mail to carla@example.com" }),
    );
    expect(await screen.findByText("Mail queued again")).toBeTruthy();
    expect(screen.queryByText("carla@example.com")).toBeNull();
    await user.click(
      screen.getByRole("button", { name: "Retry the order_confirmation mail to dan@example.com" }),
    );
    expect(await screen.findByText(ADMIN_MESSAGES.mailNotFound)).toBeTruthy();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([
      "/api/admin/mail/mail-1/retry",
      "/api/admin/mail/mail-2/retry",
    ]);
  });

  it("shows support the list without Retry, and says when there is none", async () => {
    mockFetch({ "GET /api/admin/mail/failed": { json: [MAIL] } });
    const { unmount } = renderApp(<FailedMailTab manage={false} />, { path: "/admin?tab=mail" });
    await screen.findByText("carla@example.com");
    expect(screen.queryByRole("button", { name: /Retry/ })).toBeNull();
    unmount();
    mockFetch({ "GET /api/admin/mail/failed": { json: [] } });
    renderApp(<FailedMailTab manage />, { path: "/admin?tab=mail" });
    expect(await screen.findByText("No failed mail")).toBeTruthy();
  });
});
