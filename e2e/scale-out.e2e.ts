import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { apiOf, registerStore, signIn } from "./support/api";
import { type Cluster, clusterUnavailable, startCluster } from "./support/cluster";
import { DESKTOP, expect, test } from "./support/fixtures";
import { fillDeliveryDetails, PRESCRIPTION_PDF, sendPrescription } from "./support/shopper";

/**
 * Two app processes, each with its own DATA_DIR, on one PostgreSQL database, behind nginx sending
 * requests round robin (issue 25): everything a merchant and a shopper do through the proxy works
 * whichever process answers. CI has both (DATABASE_URL and Debian's nginx); elsewhere it says why not.
 */
const unavailable = clusterUnavailable();
test.skip(unavailable !== null && !process.env.CI, `the two-process journey ${unavailable}`);
test.use({ expectedStatuses: [401] });

/** Enough requests that round robin sends each to both processes. */
const TIMES = 6;
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The statuses of `TIMES` fetches of `url` in `page`'s cookie jar, past the browser's cache. */
async function statusesOf(page: Page, url: string) {
  const statuses: number[] = [];
  for (let i = 0; i < TIMES; i++) statuses.push((await page.request.get(url)).status());
  return statuses;
}

test("two processes behind a round-robin proxy lose nothing: files, orders, live alerts and sign-out", async ({
  openPage,
}, testInfo) => {
  test.setTimeout(120_000);
  let cluster: Cluster | null = null;
  const pages: Page[] = [];
  try {
    cluster = await startCluster(2);
    // Every page on the cluster, on a desktop unless said otherwise.
    const open = async (options: Parameters<typeof openPage>[0] = { viewport: DESKTOP }) => {
      const page = await openPage({ baseURL: cluster!.url, ...options });
      pages.push(page);
      return page;
    };

    // The merchant registers, uploads a product picture and a logo, and creates a product.
    const merchant = await open();
    const store = await registerStore(merchant, {
      email: "owner@corner-shop.test",
      password: "corner-shop-1",
      businessName: "Corner Shop",
      businessSlug: "corner-shop",
      businessType: "retail",
    });
    const png = async (name: string, r: number, g: number, b: number) => ({
      name,
      mimeType: "image/png",
      buffer: await picture(r, g, b),
    });
    const { imageUrl } = await apiOf(merchant).upload<{ imageUrl: string }>(
      "/api/upload-image",
      "image",
      await png("tote.png", 200, 60, 40),
    );
    const { logoUrl } = await apiOf(merchant).upload<{ logoUrl: string }>(
      "/api/merchant/upload-logo",
      "logo",
      await png("logo.png", 20, 90, 200),
    );
    await apiOf(merchant).put("/api/merchant/customization", { logoUrl, theme: "green" });
    await apiOf(merchant).post("/api/products", {
      name: "Canvas Tote",
      price: "12.50",
      imageUrl,
      quantity: 40,
    });

    // A shopper sees both pictures, every time, whichever process answers.
    const shopper = await open({});
    expect(await statusesOf(shopper, imageUrl)).toEqual(Array(TIMES).fill(200));
    expect(await statusesOf(shopper, logoUrl)).toEqual(Array(TIMES).fill(200));
    // Its card-sized copy too (decision 0062), made by whichever process is asked.
    expect(await statusesOf(shopper, `${imageUrl}?w=160`)).toEqual(Array(TIMES).fill(200));
    await shopper.goto(`/microsite/${store.businessSlug}`);
    const productPicture = shopper.locator(`img[src="${imageUrl}"]`).first();
    await expect(productPicture).toBeVisible();
    // Drawn: the original or one of its sizes, as the browser picked from the card's srcset.
    await expect
      .poll(() =>
        productPicture.evaluate(
          (img: HTMLImageElement) => img.naturalWidth > 0 && img.currentSrc.includes(img.src),
        ),
      )
      .toBe(true);

    // The merchant's dashboard is open and listening.
    const listening = merchant.waitForResponse((res) => res.url().endsWith("/api/merchant/orders/events"));
    await merchant.goto("/dashboard");
    await expect(merchant.getByRole("heading", { name: "Welcome, Corner Shop" })).toBeVisible();
    await listening;

    // The shopper orders; the checkout sends one Idempotency-Key for the attempt.
    await shopper.getByRole("button", { name: "Quick Add" }).first().click();
    await shopper.getByRole("button", { name: /^Cart, 1 item/ }).click();
    await shopper.getByRole("button", { name: "Proceed to Checkout" }).click();
    await fillDeliveryDetails(shopper, {
      name: "Rosa Diaz",
      phone: "+1 718 555 0144",
      address: "12 Orchard Street, New York, NY 10002",
    });
    const sent = shopper.waitForRequest(
      (req) => req.method() === "POST" && req.url().endsWith("/api/orders"),
    );
    await shopper.getByRole("button", { name: /^Place Order - \$/ }).click();
    await expect(shopper.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
    const checkout = await sent;
    const key = checkout.headers()["idempotency-key"];
    expect(key).toMatch(/^\d{1,10}(-\d{1,10}){3}$/);
    const first = (await (await checkout.response())!.json()) as TPlaceOrderResponse;

    // A phone on a bad network sends the same request again, twice: both answers are the first order.
    const { csrfToken } = await apiOf(shopper).get<{ csrfToken: string }>("/api/csrf-token");
    for (let i = 0; i < 2; i++) {
      const again = await shopper.request.post("/api/orders", {
        headers: { "idempotency-key": key!, "x-csrf-token": csrfToken, "content-type": "application/json" },
        data: checkout.postData(),
      });
      expect(again.status()).toBe(201);
      expect(((await again.json()) as TPlaceOrderResponse).id).toBe(first.id);
    }

    // One order more through each process directly: whichever serves the dashboard's stream, one of
    // them came through the other.
    for (const process of cluster.processes) {
      const res = await shopper.request.post(`${process.baseUrl}/api/orders`, {
        headers: { "x-csrf-token": csrfToken },
        data: JSON.parse(checkout.postData()!),
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await expect(merchant.getByTestId("new-orders-badge")).toHaveText("3 new", { timeout: 15_000 });
    await expect(merchant.getByTestId("stat-orders")).toHaveText(/^3$/);

    // A prescription, uploaded by a customer of the demo pharmacy and downloaded by its merchant.
    const { prescriptionUrl } = await sendPrescription(shopper);
    const pharmacist = await open();
    await signIn(pharmacist, "pharmacy@demo.store");
    for (let i = 0; i < TIMES; i++) {
      const file = await pharmacist.request.get(prescriptionUrl);
      expect(file.status(), `download ${i + 1}`).toBe(200);
      expect(Buffer.compare(await file.body(), PRESCRIPTION_PDF)).toBe(0);
    }

    // The merchant signs out everywhere from a second device: the open dashboard's stream ends, and
    // the dashboard goes to sign-in by itself.
    const secondDevice = await open();
    await signIn(secondDevice, "owner@corner-shop.test", "corner-shop-1");
    await apiOf(secondDevice).post("/api/logout-everywhere");
    await expect(merchant).toHaveURL(/\/auth/, { timeout: 5_000 });
  } finally {
    if (cluster && testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("cluster output", { body: cluster.output(), contentType: "text/plain" });
    }
    // Pages first: a page still open on a stopped cluster (a stream reconnecting, a poll) logs
    // "net::ERR_CONNECTION_REFUSED", which the console watch counts (seen once in CI).
    for (const page of pages) await page.context().close();
    await cluster?.stop();
  }
});
