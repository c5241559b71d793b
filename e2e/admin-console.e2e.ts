import { STORE_STATUS_MESSAGES } from "#contracts/store-status";
import { adminCommand as admin } from "./support/admin-command";
import { seriousViolations } from "./support/axe";
import { statusError } from "./support/console";
import { startOnTemplate } from "./support/data-templates";
import { test as base, DESKTOP, expect } from "./support/fixtures";

/**
 * Issue 47 on a real server with MERCHANT_APPROVAL=manual: a merchant registers and is told to
 * wait; the operator, made at the command line before the server starts (`npm run admin --
 * operator add`, then `reset-password` for a password to type), signs in on a phone and approves
 * the store in /admin; the merchant then signs in. The operator views a demo store as its merchant
 * (the banner says so) and Exit returns to the console.
 */
const OPERATOR_EMAIL = "ops@platform.example";
let operatorPassword = "";

const test = base.extend({
  server: async ({ serverEnv }, use, testInfo) => {
    const server = await startOnTemplate("demo", serverEnv, async (data) => {
      const added = await admin(data, ["operator", "add", OPERATOR_EMAIL, "--role", "operator"]);
      expect(added).toContain("/set-password/");
      // The new operator's own link would set a password; the reset prints one to type here.
      operatorPassword = (await admin(data, ["reset-password", OPERATOR_EMAIL])).trim().split("\n").at(-1)!;
    });
    await use(server);
    await server.discard();
    if (testInfo.status !== testInfo.expectedStatus && server.output()) {
      await testInfo.attach("server output", { body: server.output(), contentType: "text/plain" });
    }
  },
});

// Signed out, GET /api/user is a 401; a store waiting for approval cannot sign in (403).
test.use({ serverEnv: { MERCHANT_APPROVAL: "manual" }, expectedStatuses: [401, 403] });

test("a new store waits, the operator approves it on a phone, its merchant signs in; viewing a store as its merchant", async ({
  page: operator,
  openPage,
  consoleErrors,
}) => {
  const merchant = await openPage({ viewport: DESKTOP });
  const shot = (page: typeof operator, name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

  await test.step("the merchant registers a pharmacy with its licence number and is told to wait", async () => {
    await merchant.goto("/auth?tab=register");
    await merchant.getByLabel("Business Name").fill("Sunrise Pharmacy");
    await merchant.getByLabel("Business Type").selectOption("pharmacy");
    await merchant.getByLabel("Licence number (optional)").fill("PH-2026-0042");
    await merchant.getByLabel("Email").fill("owner@sunrise.example");
    await merchant.getByLabel("Password").fill("sunrise-secret");
    await merchant.getByLabel("Contact Phone (optional)").fill("+1 212 555 0142");
    await merchant.getByLabel("Address (optional)").fill("12 Main Street, Springfield");
    await merchant.getByRole("button", { name: "Create My Store" }).click();
    await expect(merchant.getByTestId("awaiting-approval")).toContainText("once an administrator approves");
    await expect(merchant).toHaveURL(/\/auth\?tab=login$/);
    await merchant.getByLabel("Email").fill("owner@sunrise.example");
    await merchant.getByLabel("Password").fill("sunrise-secret");
    await merchant.getByRole("button", { name: "Sign In" }).click();
    await expect(merchant.getByTestId("login-error")).toHaveText(STORE_STATUS_MESSAGES.awaitingApproval);
  });

  await test.step("the operator signs in on a phone and lands on the console", async () => {
    await operator.goto("/auth");
    await operator.getByLabel("Email").fill(OPERATOR_EMAIL);
    await operator.getByLabel("Password").fill(operatorPassword);
    await operator.getByRole("button", { name: "Sign In" }).click();
    await expect(operator).toHaveURL(/\/admin$/);
    await expect(operator.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    // Nothing on a 390 px screen scrolls sideways.
    expect(await operator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  await test.step("the operator approves the store from the queue", async () => {
    const card = operator.getByRole("listitem", { name: "Sunrise Pharmacy" });
    await expect(card).toContainText("owner@sunrise.example");
    await expect(card).toContainText("+1 212 555 0142");
    await expect(card).toContainText("12 Main Street, Springfield");
    await expect(card).toContainText("PH-2026-0042");
    await expect(operator.getByTestId("waiting-badge")).toHaveText("1 waiting");
    await shot(operator, "approvals-390");
    expect(await seriousViolations(operator)).toEqual([]);
    await card.getByRole("button", { name: "Approve Sunrise Pharmacy" }).click();
    await expect(operator.getByTestId("toast").getByText("Store approved")).toBeVisible();
    await expect(operator.getByText("No stores waiting")).toBeVisible();
    await expect(operator.getByTestId("waiting-badge")).toHaveCount(0);
  });

  await test.step("the merchant signs in and reaches the dashboard", async () => {
    await merchant.getByRole("button", { name: "Sign In" }).click();
    await expect(merchant).toHaveURL(/\/dashboard$/);
    await expect(merchant.getByRole("heading", { level: 1 })).toContainText("Welcome, Sunrise Pharmacy");
  });

  await test.step("the operator finds a demo store and views it as its merchant, read-only", async () => {
    await operator.getByRole("tab", { name: "Stores" }).click();
    await operator.getByLabel("Search").fill("bella");
    const cards = operator.getByRole("list", { name: "Stores" });
    await expect(cards.getByRole("listitem")).toHaveCount(1);
    await cards.getByRole("link", { name: "Bella Napoli Trattoria" }).click();
    await expect(operator.getByRole("heading", { level: 2, name: "Bella Napoli Trattoria" })).toBeVisible();
    await expect(operator.getByRole("button", { name: "Suspend Bella Napoli Trattoria" })).toBeVisible();
    expect(await seriousViolations(operator)).toEqual([]);
    await operator.getByRole("button", { name: "View as merchant" }).click();
    const dialog = operator.getByRole("dialog", { name: "View Bella Napoli Trattoria as its merchant?" });
    await dialog.getByLabel("Reason").fill("The owner asked why an order is missing (ticket 88).");
    await dialog.getByRole("button", { name: "View as merchant" }).click();
    await expect(operator).toHaveURL(/\/dashboard$/);
    await expect(operator.getByTestId("view-as-banner")).toContainText(
      /^Viewing Bella Napoli Trattoria as its merchant — read-only, ends at /,
    );
    await expect(operator.getByRole("heading", { level: 1 })).toContainText(
      "Welcome, Bella Napoli Trattoria",
    );
    await shot(operator, "view-as-390");
  });

  await test.step("a write during the view is refused", async () => {
    const res = await operator.request.post("/api/logout-everywhere", {
      headers: { "x-csrf-token": await csrfToken(operator) },
    });
    expect(res.status()).toBe(403);
  });

  await test.step("Exit ends the view and returns to the console, whose record has the start and the end", async () => {
    await operator.getByRole("button", { name: "Exit" }).click();
    await expect(operator).toHaveURL(/\/admin$/);
    await expect(operator.getByTestId("view-as-banner")).toHaveCount(0);
    await operator.getByRole("tab", { name: "Activity" }).click();
    const log = operator.getByRole("list", { name: "Operator activity" });
    await expect(log.getByRole("listitem").first()).toContainText("Stopped viewing as merchant");
    await expect(log).toContainText("Started viewing as merchant");
    await expect(log).toContainText("The owner asked why an order is missing (ticket 88).");
    await expect(log).toContainText("Approved");
    await shot(operator, "activity-390");
    expect(await seriousViolations(operator)).toEqual([]);
  });
  consoleErrors.expectNone();
});

async function csrfToken(page: { request: { get(url: string): Promise<{ json(): Promise<unknown> }> } }) {
  return ((await (await page.request.get("/api/csrf-token")).json()) as { csrfToken: string }).csrfToken;
}

test("the console is a 'Page Not Found' for a merchant", async ({ page, consoleErrors }) => {
  consoleErrors.allow(statusError(404));
  await page.goto("/auth");
  await page.getByLabel("Email").fill("pharmacy@demo.store");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});
