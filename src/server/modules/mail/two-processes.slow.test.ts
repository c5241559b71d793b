import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { useTestApp } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { type SmtpSink, startSmtpSink } from "#tests/helpers/smtp-sink";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const ORDERS = 60;

/** A worker in a process of its own, started and told to go by the test (tests/helpers/mail-worker-process.ts). */
function workerProcess(databaseUrl: string, smtpUrl: string) {
  const child = spawn("node_modules/.bin/tsx", ["tests/helpers/mail-worker-process.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<void>((resolve) => lines.on("line", (line) => line === "ready" && resolve()));
  const done = new Promise<{ sent: number }>((resolve, reject) => {
    lines.on("line", (line) => line.startsWith("{") && resolve(JSON.parse(line)));
    child.on("exit", (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
  return { ready, done, go: () => child.stdin!.write("go\n") };
}

describe.skipIf(!process.env.DATABASE_URL)("mail from two app processes on one PostgreSQL", () => {
  const t = useTestApp("postgres", {
    config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: "s@example.com" } },
  });
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink(0, { delayMs: 10 });
  });
  afterAll(() => sink.stop());

  it("sends every mail exactly once, each process some of them", { timeout: 120_000 }, async () => {
    const { merchant } = await registerMerchant(t.app);
    const product = await createProduct(t.database.db, merchant.id);
    const shopper = new TestClient(t.app);
    for (let i = 0; i < ORDERS; i++) {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: { name: `Shopper ${i}`, phone: `+1 212 555 ${String(1000 + i)}`, address: "1 Main St" },
        items: [{ productId: product.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
    }

    const workers = [0, 1].map(() => workerProcess(t.database.url!, sink.url));
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    const [a, b] = await Promise.all(workers.map((w) => w.done));

    expect(a!.sent + b!.sent).toBe(ORDERS);
    expect(a!.sent).toBeGreaterThan(0);
    expect(b!.sent).toBeGreaterThan(0);
    expect(sink.received).toHaveLength(ORDERS);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(ORDERS);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.merchantId, merchant.id));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
