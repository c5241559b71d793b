import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { useTestApp } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "#tests/helpers/smtp-sink";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const FROM = "Storefront <orders@storefront.test>";

/** How a child process ended: its exit code, or the signal that ended it. */
function exitOf(child: ChildProcess) {
  return new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
}

/**
 * A worker in a process of its own, started and told to go by the test (tests/helpers/mail-worker-process.ts).
 * Node itself with tsx's loader, not the tsx command, which runs the file in a child of its own
 * that a SIGKILL to the command would leave running.
 */
function workerProcess(databaseUrl: string, smtpUrl: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/mail-worker-process.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<void>((resolve) => lines.on("line", (line) => line === "ready" && resolve()));
  const exited = exitOf(child);
  const done = new Promise<{ sent: number }>((resolve, reject) => {
    lines.on("line", (line) => line.startsWith("{") && resolve(JSON.parse(line)));
    void exited.then(({ code, signal }) => reject(new Error(`worker exited with ${code ?? signal}`)));
  });
  return { child, ready, done, exited, go: () => child.stdin!.write("go\n") };
}

/** The app itself (src/server/main.ts), as an operator runs it, sending mail to `smtpUrl`. */
function appProcess(databaseUrl: string, smtpUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      MAIL_FROM: FROM,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO_DATA: "off",
      REQUIRE_WEB_BUILD: "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<void>((resolve) =>
    lines.on("line", (line) => line.includes("Storefront ready") && resolve()),
  );
  return { child, ready, exited: exitOf(child) };
}

/** Waits until `check` holds, looking every 20 ms, or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!process.env.DATABASE_URL)("mail from two app processes on one PostgreSQL", () => {
  const t = useTestApp("postgres", {
    config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: FROM } },
  });
  let sink: SmtpSink;
  /** What the SMTP server does with a mail it has, before it answers 250 (a test sets it). */
  let beforeAccepting: ((mail: ReceivedMail) => void | Promise<void>) | null = null;
  beforeAll(async () => {
    sink = await startSmtpSink(0, { beforeAccepting: (mail) => beforeAccepting?.(mail) });
  });
  afterEach(() => {
    sink.received.length = 0;
    beforeAccepting = null;
  });
  afterAll(() => sink.stop());

  /** A store with `count` orders placed, each mailing the store once. */
  async function storeWithOrders(count: number) {
    const { merchant } = await registerMerchant(t.app);
    const product = await createProduct(t.database.db, merchant.id);
    const shopper = new TestClient(t.app);
    for (let i = 0; i < count; i++) {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: { name: `Shopper ${i}`, phone: `+1 212 555 ${String(1000 + i)}`, address: "1 Main St" },
        items: [{ productId: product.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.merchantId, merchant.id));
    expect(await rows()).toHaveLength(count);
    return { merchant, rows };
  }

  it("sends every mail exactly once, each process some of them", { timeout: 120_000 }, async () => {
    const orders = 60;
    const { rows } = await storeWithOrders(orders);
    // A real provider takes a while per mail: long enough for two senders to overlap.
    beforeAccepting = () => new Promise((resolve) => setTimeout(resolve, 10));

    const workers = [0, 1].map(() => workerProcess(t.database.url!, sink.url));
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    const [a, b] = await Promise.all(workers.map((w) => w.done));

    expect(a!.sent + b!.sent).toBe(orders);
    expect(a!.sent).toBeGreaterThan(0);
    expect(b!.sent).toBeGreaterThan(0);
    expect(sink.received).toHaveLength(orders);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(orders);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("after a worker is killed mid-send, every mail arrives within a minute and only the one in flight twice, with one Message-ID", {
    timeout: 60_000,
  }, async () => {
    const orders = 30;
    const { rows } = await storeWithOrders(orders);

    // The server has the 5th mail and has not answered yet when the process dies: it never hears
    // that the mail went.
    const doomed = workerProcess(t.database.url!, sink.url);
    beforeAccepting = async () => {
      if (sink.received.length !== 5) return;
      doomed.child.kill("SIGKILL");
      await doomed.exited;
    };
    doomed.done.catch(() => undefined); // it never says how many it sent
    await doomed.ready;
    doomed.go();
    expect(await doomed.exited).toMatchObject({ signal: "SIGKILL" });
    beforeAccepting = null;

    // The next process, a minute later (as its clock says): the dead one's lease is over by then.
    const next = workerProcess(t.database.url!, sink.url, { MAIL_CLOCK_AHEAD_MS: "60000" });
    await next.ready;
    next.go();
    await next.done;

    const outbox = await rows();
    expect(outbox.every((row) => row.status === "sent")).toBe(true);
    const idsSent = new Set(sink.received.map((m) => m.messageId));
    expect(idsSent).toEqual(new Set(outbox.map((row) => `<${row.id}@storefront.mail>`)));
    // One mail twice: the one in flight, and never more.
    expect(sink.received).toHaveLength(orders + 1);
    // Each order's mail (its subject names the order) carries one Message-ID however often it went.
    const idsBySubject = new Map<string, Set<string>>();
    for (const mail of sink.received)
      idsBySubject.set(mail.subject, (idsBySubject.get(mail.subject) ?? new Set()).add(mail.messageId));
    expect(idsBySubject.size).toBe(orders);
    expect([...idsBySubject.values()].every((ids) => ids.size === 1)).toBe(true);
  });

  it("SIGTERM with 3,000 mails queued ends the app within 10 s, and the next process sends on where it stopped", {
    timeout: 90_000,
  }, async () => {
    const queued = 3000;
    const { merchant, rows } = await storeWithOrders(1);
    const [first] = await rows();
    // The order's mail, 3,000 times over (one order is as good as 3,000 for sending).
    await t.database.db.execute(sql`
      insert into mail_outbox (merchant_id, order_id, kind, recipient, payload, base_url)
      select ${merchant.id}, ${first!.orderId}, 'merchant_new_order', ${merchant.email}, '{}'::jsonb, 'http://localhost'
      from generate_series(2, ${queued})`);

    /** Runs the app until it has sent `count` more mails, then stops it with SIGTERM, as an orchestrator does. */
    async function runAndStop(count: number) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "mail-sigterm-"));
      const app = appProcess(t.database.url!, sink.url, dataDir);
      try {
        await app.ready;
        const target = sink.received.length + count;
        await until(() => sink.received.length >= target, 30_000, `${count} mails`);
        const stopping = Date.now();
        app.child.kill("SIGTERM");
        const ended = await Promise.race([
          app.exited,
          new Promise((resolve) => setTimeout(resolve, 10_000, "still running after 10 s")),
        ]);
        expect(ended).toEqual({ code: 0, signal: null });
        expect(Date.now() - stopping).toBeLessThan(10_000);
      } finally {
        if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGKILL");
        rmSync(dataDir, { recursive: true, force: true });
      }
      // A clean stop: the mail in flight went and was marked; every other mail is due at once,
      // held by no lease and with no try spent, for whichever process comes next.
      const outbox = await rows();
      const sent = outbox.filter((row) => row.status === "sent");
      expect(sink.received).toHaveLength(sent.length);
      expect(new Set(sink.received.map((m) => m.messageId))).toEqual(
        new Set(sent.map((row) => `<${row.id}@storefront.mail>`)),
      );
      const waiting = outbox.filter((row) => row.status !== "sent");
      expect(waiting.length).toBeGreaterThan(queued / 2);
      expect(
        waiting.every(
          (row) =>
            row.status === "pending" && row.attempts === 0 && row.nextAttemptAt.getTime() <= Date.now(),
        ),
      ).toBe(true);
    }

    // A rolling restart: the next process takes over where the first stopped, and stops as quickly.
    // (Sending all 3,000 would take the suite many seconds and prove no more than the rows above:
    // every mail left is due, and the two-process and crash tests send every mail there is.)
    await runAndStop(5);
    await runAndStop(20);
  });
});
