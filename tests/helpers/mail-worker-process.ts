/**
 * One app process's mail worker, alone in its own process, for the tests that run several of them on
 * one PostgreSQL database: DATABASE_URL and SMTP_URL come from the environment, and
 * MAIL_CLOCK_AHEAD_MS (optional) sets its clock that far ahead, as if that much time had passed
 * (a crashed process's lease is over). It sends until nothing is left to claim, then prints how many
 * mails it sent and exits.
 */
import { openDatabase } from "#server/db/client";
import { createMailWorker, smtpTransport } from "#server/modules/mail/service";
import type { FileStorage } from "#server/storage/file-storage";

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
// The test's stores have no logo: nothing is read from storage.
const storage = { open: async () => null } as unknown as FileStorage;
const ahead = Number(process.env.MAIL_CLOCK_AHEAD_MS ?? 0);
const worker = createMailWorker({
  db: database.db,
  transport: smtpTransport({ smtpUrl: process.env.SMTP_URL!, from: "Storefront <orders@storefront.test>" }),
  storage,
  now: () => Date.now() + ahead,
});
// Processes start sending at the same moment: each says it is ready, and waits for "go".
console.log("ready");
await new Promise((resolve) => process.stdin.once("data", resolve));
let sent = 0;
for (let idle = 0; idle < 3; ) {
  const now = await worker.drain();
  sent += now;
  idle = now === 0 ? idle + 1 : 0;
  if (now === 0) await new Promise((resolve) => setTimeout(resolve, 50));
}
await worker.stop();
await database.close();
console.log(JSON.stringify({ sent }));
