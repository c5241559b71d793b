/**
 * `npm run bench`: the storefront's public routes and order placement under load, next to a bare
 * Fastify hello-world measured in the same run (the machines are shared and noisy: read the ratios).
 * Each route runs at full load (32 connections) for its req/s, then at half that rate, evenly paced
 * (support/paced-load.ts), for its p99.
 *
 *   npm run bench                                   # PGlite
 *   DATABASE_URL=postgres://… npm run bench         # PostgreSQL
 *   BENCH_SECONDS=5 npm run bench                   # shorter runs
 *   BENCH_ONLY=orders npm run bench                 # one route (and the reference)
 *   BENCH_ONLY=orders,marketplace npm run bench     # the routes matching any of them
 *   BENCH_ONLY=static,image npm run bench           # built files and uploaded pictures, beside the
 *                                                   # cached store answer (issue 44: at least half its rate)
 *   BENCH_ONLY=image FILE_STORAGE=disk npm run bench   # an uploaded image, from the disk (or postgres)
 *   BENCH_ONLY="under orders" npm run bench         # only the reads under another store's orders
 *   BENCH_ONLY=search npm run bench                 # a search in a 10,000-product store (issue 26)
 *   BENCH_ROUNDS=5 npm run bench                    # quiet/loaded pairs for those (3 by default)
 *
 * Last, another store's page, the marketplace and a static file, each read with no orders and while
 * the pharmacy takes 50 orders a second, alternated (support/reads-under-orders.ts): one store's
 * orders must not cost other shoppers more than the orders' own work (issue 25: at least 0.80).
 */
import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { PUBLIC_CACHE_TTL_MS } from "#server/cache/public-cache";
import { leaveBodiesUndecoded } from "./support/binary-bodies";
import { durableCommitsPerSecond } from "./support/durable-commits";
import { pacedLoad } from "./support/paced-load";
import { startHelloWorld, startProduct } from "./support/processes";
import { readsUnderOrders, type UnderOrdersRow } from "./support/reads-under-orders";

leaveBodiesUndecoded();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
const STOCK = 1_000_000;
const SIZE_STOCK = 300_000;
/** BENCH_ONLY=orders: only the routes whose label contains it, or one of a comma-separated list (and the reference). */
const ONLY = process.env.BENCH_ONLY;
const ONLY_ANY = ONLY?.split(",").map((part) => part.trim()) ?? [];
/** What files and pictures are measured against (issue 44), run with them whatever BENCH_ONLY says. */
const CACHED_STORE_ANSWER = "GET /api/microsite/{slug} (cached store answer)";
const selected = (label: string) =>
  !ONLY ||
  label.includes("reference") ||
  ONLY_ANY.some((part) => label.includes(part)) ||
  (label === CACHED_STORE_ANSWER && ONLY_ANY.some((part) => part === "static" || part === "image"));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ORDERS_PER_SECOND = 50;
const UNDER_ORDERS = "under orders";

interface Target {
  label: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A body per request (each order from its own customer, as in real life). */
  nextBody?: () => string;
  /** What the route needs made first, only when it runs (so other rows measure the store as it was). */
  prepare?: () => Promise<void>;
  /** Concurrent clients at full load, when not CONNECTIONS (issue 44 names 16 for orders). */
  connections?: number;
}
interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** None for the reference: at half its rate it outruns the client (support/paced-load.ts). */
  p99AtHalf?: number;
  failed: number;
  statuses: string;
}

async function measure(target: Target, { atHalfLoad = true } = {}): Promise<Row> {
  // One request first: a setup mistake should stop the run with its reason, not time refusals.
  const probe = await fetch(target.url, {
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.nextBody?.() ?? target.body,
  });
  if (!probe.ok) throw new Error(`${target.label}: ${probe.status} ${await probe.text()}`);
  const { nextBody } = target;
  const base = {
    url: target.url,
    method: target.method ?? "GET",
    headers: target.headers ?? {},
    ...(target.body !== undefined && { body: target.body }),
    ...(nextBody && {
      requests: [{ setupRequest: (request: { body?: string }) => ({ ...request, body: nextBody() }) }],
    }),
  };
  const connections = target.connections ?? CONNECTIONS;
  await autocannon({ ...base, connections, duration: 2 }); // warm-up
  const full = await autocannon({ ...base, connections, duration: SECONDS });
  const half = !atHalfLoad
    ? undefined
    : await pacedLoad(
        {
          url: target.url,
          method: target.method ?? "GET",
          headers: target.headers ?? {},
          body: nextBody ?? (() => target.body),
        },
        Math.max(1, Math.floor(full.requests.average / 2)),
        SECONDS,
      );
  return {
    label: target.label,
    rps: full.requests.average,
    p50: full.latency.p50,
    p99: full.latency.p99,
    p99AtHalf: half?.p99,
    failed: full.non2xx + full.errors + full.timeouts + (half?.failed ?? 0),
    statuses: Object.keys(full.statusCodeStats).join(" "),
  };
}

/** Whether the server serves the built web app, so that a store's page is the real one. */
async function hasBuiltPages(url: string): Promise<boolean> {
  const res = await fetch(url);
  const built = res.ok && (await res.text()).includes('id="storefront-data"');
  if (!built) console.log(`skipping ${url}: no web build (npm run build)`);
  return built;
}

/** A signed-in session: its cookie header and CSRF token. */
async function session(baseUrl: string, login?: { email: string; password: string }) {
  const tokenRes = await fetch(`${baseUrl}/api/csrf-token`);
  let cookies = tokenRes.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  if (login) {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrfToken, cookie: cookies.join("; ") },
      body: JSON.stringify(login),
    });
    if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
    cookies = [...cookies, ...res.headers.getSetCookie().map((c) => c.split(";")[0])];
    // The token is bound to the session: a signed-in one needs its own.
    const fresh = await fetch(`${baseUrl}/api/csrf-token`, { headers: { cookie: cookies.join("; ") } });
    return {
      cookie: cookies.join("; "),
      csrfToken: ((await fresh.json()) as { csrfToken: string }).csrfToken,
    };
  }
  return { cookie: cookies.join("; "), csrfToken };
}

/**
 * A merchant's upload of a ~100 KB WebP (noise barely compresses: 375×375 lands near 100 KB after
 * the server's re-encoding), as `GET /uploads/<key>` then serves it.
 */
async function uploadBenchImage(baseUrl: string, merchant: { cookie: string; csrfToken: string }) {
  const side = 375;
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "bench.png");
  const res = await fetch(`${baseUrl}/api/upload-image`, {
    method: "POST",
    headers: { "x-csrf-token": merchant.csrfToken, cookie: merchant.cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const url = `${baseUrl}${((await res.json()) as { imageUrl: string }).imageUrl}`;
  return { url, kb: Math.round((await (await fetch(url)).arrayBuffer()).byteLength / 1024) };
}

/**
 * Scripts as a browser gets them (brotli): index.html's own entry is a small loader (main.tsx) that
 * fetches the rest after the first paint. `framework`: the runtime every page runs (the app's main
 * script); `largest`: the biggest chunk of all (the dashboard's map editor).
 */
function builtScript(baseUrl: string, which: "framework" | "largest") {
  try {
    const dir = path.resolve("dist/web/assets");
    const [name] = readdirSync(dir)
      .filter((file) => file.endsWith(".js") && (which === "largest" || file.startsWith("framework-")))
      .sort((x, y) => statSync(path.join(dir, y)).size - statSync(path.join(dir, x)).size);
    if (!name) return null;
    const brotli = statSync(path.join(dir, `${name}.br`)).size;
    return { url: `${baseUrl}/assets/${name}`, kb: Math.round(brotli / 1024) };
  } catch {
    return null;
  }
}

/** The built asset nearest 100 KB, served from memory (needs `npm run build`). */
function staticAssetNear100Kb(baseUrl: string) {
  const dir = path.resolve("dist/web/assets");
  let files: { name: string; size: number }[];
  try {
    files = readdirSync(dir)
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => ({ name, size: statSync(path.join(dir, name)).size }));
  } catch {
    return null;
  }
  const best = files.sort((x, y) => Math.abs(x.size - 102_400) - Math.abs(y.size - 102_400))[0];
  return best && { url: `${baseUrl}/assets/${best.name}`, kb: Math.round(best.size / 1024) };
}

/**
 * A store at the product limit (10,000 by default), uploaded by CSV as a merchant would: one in ten
 * products in each of ten categories, every one with a description.
 */
async function seedBigStore(baseUrl: string) {
  const size = 10_000;
  const owner = { email: "bench-big@example.com", password: "bench-pass" };
  const anonymous = await session(baseUrl);
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": anonymous.csrfToken,
      cookie: anonymous.cookie,
    },
    body: JSON.stringify({ ...owner, businessName: "Bench Big Store", businessSlug: "bench-big-store" }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const merchant = await session(baseUrl, owner);
  const rows = Array.from(
    { length: size },
    (_, i) =>
      `Bench item ${String(i).padStart(5, "0")},${(1 + (i % 97)).toFixed(2)},Aisle ${i % 40} shelf item,Category ${i % 10}`,
  );
  const res = await fetch(`${baseUrl}/api/products/bulk-upload`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": merchant.csrfToken,
      cookie: merchant.cookie,
    },
    body: JSON.stringify({ csvData: ["name,price,description,category", ...rows].join("\n") }),
  });
  const result = (await res.json()) as { successful?: number };
  if (result.successful !== size) throw new Error(`bulk upload: ${res.status} ${JSON.stringify(result)}`);
  return { slug: "bench-big-store", size };
}

const hello = await startHelloWorld();
const product = await startProduct();
try {
  const base = product.baseUrl;
  const slug = "greenleaf-pharmacy";
  const store = (await (await fetch(`${base}/api/microsite/${slug}`)).json()) as {
    products: { id: string; name: string }[];
  };
  const item = store.products[0]!;
  // Enough stock that the order runs never run out: an out-of-stock answer would not be the work we time.
  const merchant = await session(base, { email: "pharmacy@demo.store", password: "demo1234" });
  for (const product of store.products) {
    const restock = await fetch(`${base}/api/products/${product.id}`, {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "x-csrf-token": merchant.csrfToken,
        cookie: merchant.cookie,
      },
      body: JSON.stringify({ quantity: STOCK }),
    });
    if (!restock.ok) throw new Error(`restock: ${restock.status} ${await restock.text()}`);
  }
  // A one-item order is under the demo zone's minimum (issue 27): the bench's orders are of any
  // size, so its zones take them from $0 (the fee is still priced every time).
  const writeHeaders = {
    "content-type": "application/json",
    "x-csrf-token": merchant.csrfToken,
    cookie: merchant.cookie,
  };
  const zones = (await (await fetch(`${base}/api/delivery-zones`, { headers: writeHeaders })).json()) as {
    id: string;
  }[];
  for (const zone of zones) {
    const res = await fetch(`${base}/api/delivery-zones/${zone.id}`, {
      method: "PUT",
      headers: writeHeaders,
      body: JSON.stringify({ minimumOrder: "0" }),
    });
    if (!res.ok) throw new Error(`zone minimum: ${res.status} ${await res.text()}`);
  }
  const customer = await session(base);
  let orderCount = 0;

  /** An order of one line: a product, and its choice of options if it has any. */
  const orderTarget = (
    line: () => { productId: string; optionIds?: string[] },
    more: Record<string, unknown> = {},
  ) => ({
    url: `${base}/api/orders`,
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-csrf-token": customer.csrfToken,
      cookie: customer.cookie,
    },
    nextBody: () =>
      JSON.stringify({
        merchantSlug: slug,
        customer: {
          name: "Bench Customer",
          phone: `+1 555 ${String(++orderCount).padStart(7, "0")}`,
          address: "1 Bench Street, New York",
        },
        items: [{ ...line(), quantity: 1 }],
        // Inside the demo pharmacy's "Lower Manhattan" zone: the order path checks it every time.
        location: { lat: 40.715, lng: -74.0 },
        ...more,
      }),
  });

  const merchantHeaders = { cookie: merchant.cookie };
  const ordersSoFar = async () =>
    (
      (await (await fetch(`${base}/api/merchant/orders/counts`, { headers: merchantHeaders })).json()) as {
        all: number;
      }
    ).all;
  // Each product's stock before the orders: the store's, and the product with options made below.
  const stockBefore = new Map(store.products.map((p) => [p.id, STOCK]));
  // From the merchant's own list: the public product pages are cached, and the last orders'
  // invalidations may still be on their way back from PostgreSQL.
  const unitsTaken = async () => {
    const res = await fetch(`${base}/api/products`, { headers: merchantHeaders });
    const mine = (await res.json()) as { id: string; quantity: number }[];
    return mine.reduce((units, p) => units + (stockBefore.get(p.id) ?? p.quantity) - p.quantity, 0);
  };

  // Issue 28: products with options, made through the API as a merchant would, as many as the
  // store's, so that their orders spread over as many rows as the plain ones. Each order picks a
  // size, whose own stock it takes with the product's, and a topping, in turn.
  const sizes = ["Small", "Medium", "Large"];
  const toppings = ["Cheese", "Olives", "Basil"];
  const withOptions: { id: string; sizes: string[]; toppings: string[] }[] = [];
  const createDiscountCode = async () => {
    const res = await fetch(`${base}/api/discounts`, {
      method: "POST",
      headers: writeHeaders,
      body: JSON.stringify({ code: "BENCH10", kind: "percent", value: "10" }),
    });
    if (!res.ok) throw new Error(`discount code: ${res.status} ${await res.text()}`);
  };

  const createProductsWithOptions = async () => {
    for (let i = 0; i < store.products.length; i++) {
      const res = await fetch(`${base}/api/products`, {
        method: "POST",
        headers: writeHeaders,
        body: JSON.stringify({
          name: `Bench Pizza ${i + 1}`,
          price: "12.00",
          optionGroups: [
            {
              name: "Size",
              tracksStock: true,
              // A product's stock is at most 1,000,000 (decision 0044), its sizes' together.
              options: sizes.map((name, n) => ({ name, priceDelta: String(2 * n), quantity: SIZE_STOCK })),
            },
            {
              name: "Topping",
              selection: "multiple",
              maxSelect: 3,
              options: toppings.map((name) => ({ name, priceDelta: "1.50" })),
            },
          ],
        }),
      });
      if (!res.ok) throw new Error(`product with options: ${res.status} ${await res.text()}`);
      const made = (await res.json()) as { id: string; optionGroups: { options: { id: string }[] }[] };
      withOptions.push({
        id: made.id,
        sizes: made.optionGroups[0]!.options.map((o) => o.id),
        toppings: made.optionGroups[1]!.options.map((o) => o.id),
      });
      stockBefore.set(made.id, sizes.length * SIZE_STOCK);
    }
  };
  const optionsLine = () => {
    const product = withOptions[orderCount % withOptions.length]!;
    const turn = Math.floor(orderCount / withOptions.length);
    return {
      productId: product.id,
      optionIds: [product.sizes[turn % 3]!, product.toppings[Math.floor(turn / 3) % 3]!],
    };
  };
  const ordersBefore = await ordersSoFar();

  const bigStore = !ONLY || ONLY.startsWith("search") ? await seedBigStore(base) : null;
  // Every browser asks for compressed answers: reads are timed as a phone makes them.
  const browser = { "accept-encoding": "gzip, deflate, br" };
  const fileStorage = process.env.FILE_STORAGE || (driver === "postgres" ? "postgres" : "disk");
  const image = await uploadBenchImage(base, merchant);
  // Asked for without compression, so that its bytes, like the image's, go over the wire as they are.
  const built = await hasBuiltPages(`${base}/microsite/${slug}`);
  const asset = built ? staticAssetNear100Kb(base) : null;
  const framework = built ? builtScript(base, "framework") : null;
  const script = built ? builtScript(base, "largest") : null;
  const favicon = built && (await fetch(`${base}/favicon.svg`)).ok;
  // A card's copy on a phone (IMAGE_WIDTHS): made on the first request, then served from memory.
  const sized = `${image.url}?w=360`;
  const sizedKb = Math.round((await (await fetch(sized)).arrayBuffer()).byteLength / 1024);
  const targets: Target[] = [
    { label: "hello-world (reference)", url: `${hello.baseUrl}/`, headers: browser },
    { label: CACHED_STORE_ANSWER, url: `${base}/api/microsite/${slug}`, headers: browser },
    {
      label: "GET /api/microsite/{slug}/product/{id}",
      url: `${base}/api/microsite/${slug}/product/${item.id}`,
      headers: browser,
    },
    { label: "GET /api/marketplace", url: `${base}/api/marketplace`, headers: browser },
    { label: `image: GET /uploads/{key} (${image.kb} KB WebP, FILE_STORAGE=${fileStorage})`, url: image.url },
    { label: `image: GET /uploads/{key}?w=360 (a card's copy, ${sizedKb} KB WebP)`, url: sized },
    ...(framework
      ? [
          {
            label: `static: GET /assets/{framework script, every page's} (${framework.kb} KB brotli)`,
            url: framework.url,
            headers: browser,
          },
        ]
      : []),
    ...(script
      ? [
          {
            label: `static: GET /assets/{largest script} (${script.kb} KB brotli)`,
            url: script.url,
            headers: browser,
          },
        ]
      : []),
    ...(favicon
      ? [{ label: "static: GET /favicon.svg (brotli)", url: `${base}/favicon.svg`, headers: browser }]
      : []),
    ...(asset
      ? [{ label: `static: GET /assets/{file} (${asset.kb} KB, uncompressed)`, url: asset.url }]
      : []),
    // The page itself, as a shared link opens it: head tags, inline data and the rendered first
    // screen (needs a build: npm run build; skipped without one).
    ...(built
      ? [{ label: "GET /microsite/{slug} (HTML page)", url: `${base}/microsite/${slug}`, headers: browser }]
      : []),
    ...(bigStore
      ? [
          {
            // Issue 26: a shopper's search over every product of a store at STORE_PRODUCT_LIMIT.
            label: `search: GET /api/microsite/{slug}/products?q= (${bigStore.size.toLocaleString("en-US")}-product store)`,
            url: `${base}/api/microsite/${bigStore.slug}/products?q=item%2004321&limit=60`,
            headers: browser,
          },
          {
            label: `search: the same store's first page (GET /api/microsite/{slug})`,
            url: `${base}/api/microsite/${bigStore.slug}`,
            headers: browser,
          },
        ]
      : []),
    {
      // Each order buys one of the store's products, in turn, as a store's orders do.
      label: "POST /api/orders",
      ...orderTarget(() => ({ productId: store.products[orderCount % store.products.length]!.id })),
    },
    {
      // The same work with a choice to check, price and copy, and a variant's stock taken too (issue
      // 28: at least 0.8 of the row above).
      label: "POST /api/orders, with options (a size with its own stock, a topping)",
      prepare: createProductsWithOptions,
      ...orderTarget(optionsLine),
    },
    {
      // The same orders with a discount code (issue 31): the code is read and checked, and each
      // order takes a use of it in its statement, so they all update the code's row.
      label: "POST /api/orders, with a discount code (10% off, no limit)",
      prepare: createDiscountCode,
      ...orderTarget(() => ({ productId: store.products[orderCount % store.products.length]!.id }), {
        discountCode: "bench10",
      }),
    },
    {
      // Every order buys the same product: its row is locked from each order's write to its commit,
      // so these orders queue on the disk's flush (see "durable commits/s on one row" below).
      label: "POST /api/orders, one product",
      ...orderTarget(() => ({ productId: item.id })),
    },
    {
      // Issue 44's case: 16 shoppers at once ordering one product without options (at least 350/s on
      // PGlite, 1,000/s on PostgreSQL). BENCH_ONLY="16 connections" runs it alone, with the reference.
      label: "POST /api/orders, one product, 16 connections",
      connections: 16,
      ...orderTarget(() => ({ productId: item.id })),
    },
  ];
  const rows: Row[] = [];
  for (const target of targets) {
    if (!selected(target.label)) continue;
    await target.prepare?.();
    rows.push(await measure(target, { atHalfLoad: rows.length > 0 }));
  }

  // Another store's shoppers while the pharmacy takes orders: its page (its data cached, and only
  // the pharmacy's answers outdated by them) and, for comparison, a file from disk.
  const underOrders: UnderOrdersRow[] = [];
  const quietStore = "bella-napoli";
  // The store page's runs outlast its answer's TTL, as every minute of real traffic does twice: an
  // answer that expires while another store takes orders must be reloaded and kept all the same.
  const pageSeconds = PUBLIC_CACHE_TTL_MS / 1000 + 5;
  const reads = [
    {
      label: `GET /api/microsite/${quietStore}`,
      url: `${base}/api/microsite/${quietStore}`,
      headers: browser,
      seconds: pageSeconds,
    },
    // It shows no stock: another store's orders must leave its cached answer be.
    {
      label: "GET /api/marketplace",
      url: `${base}/api/marketplace`,
      headers: browser,
      seconds: Math.max(2, SECONDS / 2),
    },
    // A file has no TTL: short runs, so that the drift between a pair's runs stays small.
    ...((await fetch(`${base}/favicon.svg`)).ok
      ? [
          {
            label: "GET /favicon.svg (static file)",
            url: `${base}/favicon.svg`,
            headers: browser,
            seconds: Math.max(2, SECONDS / 2),
          },
        ]
      : []),
  ];
  if (!ONLY || UNDER_ORDERS.includes(ONLY)) {
    const orders = orderTarget(() => ({ productId: store.products[orderCount % store.products.length]!.id }));
    for (const { seconds, ...read } of reads) {
      underOrders.push(
        await readsUnderOrders(
          read,
          { ...orders, body: orders.nextBody },
          { rate: ORDERS_PER_SECOND, rounds: ROUNDS, seconds, connections: CONNECTIONS },
        ),
      );
    }
  }

  // No oversell, no lost write: the units taken from the stock are exactly the orders placed.
  // autocannon stops with requests in flight; the server still finishes them.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const [ordersAfter, taken] = await Promise.all([ordersSoFar(), unitsTaken()]);
  const commits = await durableCommitsPerSecond(product.databaseUrl);
  const reference = rows[0]!.rps;
  const cached = rows.find((r) => r.label === CACHED_STORE_ANSWER)?.rps;
  console.log(`\nnpm run bench on ${driver}: ${CONNECTIONS} connections, ${SECONDS} s per run\n`);
  if (underOrders.length) {
    console.log(
      `reads while ${slug} takes ${ORDERS_PER_SECOND} orders/s (quiet and loaded runs alternated, ${ROUNDS} of each):`,
    );
    console.table(
      underOrders.map((r) => ({
        read: r.label,
        "quiet req/s": r.quiet.map(Math.round).join(" "),
        "loaded req/s": r.loaded.map(Math.round).join(" "),
        "loaded/quiet by pair": r.ratios.map((x) => x.toFixed(2)).join(" "),
        "median pair": r.median.toFixed(2),
        "all loaded/all quiet": r.ratio.toFixed(2),
        "orders sent": r.ordersSent,
        "orders failed": r.ordersFailed,
      })),
    );
  }
  console.table(
    rows.map((r) => ({
      route: r.label,
      "req/s": Math.round(r.rps),
      "ratio to hello-world": (r.rps / reference).toFixed(3),
      ...(cached && { "ratio to cached store answer": (r.rps / cached).toFixed(2) }),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "p99 ms at half load": r.p99AtHalf ?? "-",
      "failed requests": r.failed,
      statuses: r.statuses,
    })),
  );
  console.log(
    `orders placed: ${ordersAfter - ordersBefore}; units taken from stock: ${taken} (the same number: nothing oversold or lost)`,
  );
  if (commits)
    console.log(
      `durable commits/s on one row, one after another (the disk's flush rate, the ceiling of "one product"): ${Math.round(commits)}`,
    );
} finally {
  await product.stop();
  await hello.stop();
}
