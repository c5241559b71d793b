import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TInviteCreated } from "#contracts/staff";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { apiOf, signIn } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * Issue 43 on a real server: the restaurant's owner invites the kitchen from Settings; the cook opens
 * the link on a phone (the test's `page`, 390 px), joins, and sees the kitchen queue and nothing
 * else; a manager joins by link too and finds no staff or payments; the activity log names who did
 * each thing. Signed out, the invite page's first look at the user is a 401.
 */
test.use({ expectedStatuses: [401] });

test("the owner invites the kitchen and a manager: each sees what their role allows, and the log says who did what", async ({
  page: cook,
  openPage,
}) => {
  const owner = await openPage({ viewport: DESKTOP });
  await signIn(owner, "restaurant@demo.store");

  const link = await test.step("the owner invites a cook from Settings' Team card", async () => {
    await owner.goto("/dashboard?tab=settings");
    const invite = owner.getByRole("form", { name: "Invite a team member" });
    await invite.getByLabel("Email").fill("rosa@example.com");
    await invite.getByLabel("Role").selectOption({ label: "Kitchen" });
    await invite.getByRole("button", { name: "Invite" }).click();
    const url = await owner.getByLabel("Invite link").inputValue();
    expect(url).toMatch(/\/invite\/[\w-]{20,}$/);
    await expect(owner.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(owner.getByRole("region", { name: "Pending invites" })).toContainText("rosa@example.com");
    return new URL(url).pathname;
  });

  await test.step("the cook joins on a phone and lands on the kitchen queue", async () => {
    await cook.goto(link);
    await expect(cook.getByText("Join Bella Napoli Trattoria")).toBeVisible();
    await cook.getByLabel("Your name").fill("Rosa Cook");
    await cook.getByLabel("Choose a password").fill("kitchen-secret");
    await cook.getByRole("button", { name: "Join the team" }).click();
    await expect(cook).toHaveURL(/\/kitchen$/);
    await expect(cook.getByRole("heading", { level: 1 })).toContainText("Kitchen · Bella Napoli Trattoria");
  });

  const order =
    await test.step("a new order reaches the kitchen: no phone, no address, no money", async () => {
      const store = await apiOf(owner).get<TGetMicrositeResponse>("/api/microsite/bella-napoli");
      const dish = store.products.find((product) => product.quantity !== 0)!;
      const placed = await apiOf(owner).post<TPlaceOrderResponse>("/api/orders", {
        merchantSlug: "bella-napoli",
        customer: { name: "Lucia Ferri", phone: "+1 718 555 0123", address: "42 Mulberry Street, New York" },
        items: [{ productId: dish.id, quantity: 1 }],
        location: { lat: 40.712, lng: -73.955 },
      });
      const card = cook.getByRole("listitem", { name: `Order #${placed.id.slice(0, 8)}` });
      await expect(card).toBeVisible();
      await expect(card).toContainText("Lucia Ferri");
      await expect(card).toContainText(dish.name);
      const queue = cook.getByRole("list", { name: "Orders to prepare" });
      await expect(queue).not.toContainText("555 0123");
      await expect(queue).not.toContainText("Mulberry");
      await expect(queue).not.toContainText("$");
      await card.getByRole("button", { name: /^Confirm: / }).click();
      await expect(card.getByRole("button", { name: /^Start preparing: / })).toBeVisible();
      await cook.screenshot({ path: test.info().outputPath("kitchen-390.png"), fullPage: true });
      return placed;
    });

  await test.step("the kitchen has nowhere else to go", async () => {
    await cook.goto("/dashboard?tab=customers");
    await expect(cook).toHaveURL(/\/kitchen$/);
    await cook.goto("/products");
    await expect(cook).toHaveURL(/\/kitchen$/);
    const refused = await cook.request.get("/api/customers");
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("You do not have permission to see customers.");
  });

  const manager = await openPage({ viewport: DESKTOP });
  await test.step("a manager joins by link and finds no staff or payments", async () => {
    const invited = await apiOf(owner).post<TInviteCreated>("/api/staff/invites", {
      email: "marta@example.com",
      role: "manager",
    });
    await manager.goto(new URL(invited.url).pathname);
    await manager.getByLabel("Your name").fill("Marta Manager");
    await manager.getByLabel("Choose a password").fill("manager-secret");
    await manager.getByRole("button", { name: "Join the team" }).click();
    await expect(manager).toHaveURL(/\/dashboard$/);
    await manager.goto("/dashboard?tab=settings");
    await expect(manager.getByRole("heading", { name: "Activity" })).toBeVisible();
    await expect(manager.getByRole("heading", { name: "Store Settings" })).toBeVisible();
    await expect(manager.getByText("Team", { exact: true })).toHaveCount(0);
    await expect(manager.getByText("Payments", { exact: true })).toHaveCount(0);
    const payments = await manager.request.get("/api/merchant/payments");
    expect(payments.status()).toBe(403);
    expect((await payments.json()).message).toBe("You do not have permission to manage payments.");
    const staff = await manager.request.get("/api/staff");
    expect(staff.status()).toBe(403);
  });

  await test.step("the activity log names the owner's invites, the cook's confirmation and both joins", async () => {
    const log = manager.getByRole("list", { name: "Activity" });
    await expect(log).toContainText("Invited rosa@example.com as Kitchen");
    await expect(log).toContainText("Rosa Cook (rosa@example.com) joined as Kitchen");
    await expect(log).toContainText("Marta Manager (marta@example.com) joined as Manager");
    await expect(log).toContainText(`Order ${order.id.slice(0, 8)}: Pending → Confirmed`);
    const confirmed = log.getByRole("listitem").filter({ hasText: "Pending → Confirmed" });
    await expect(confirmed).toContainText("Rosa Cook");
    await manager.screenshot({ path: test.info().outputPath("activity-desktop.png"), fullPage: true });
  });
});
