import { isUuid } from "#contracts/ids";
import { failedMails, retryFailedMails } from "#server/modules/mail/service";
import type { AdminContext } from "./merchant-commands";
import { AdminError } from "./merchant-commands";
import { textTable } from "./text-table";

/** `mail failed`: every mail given up on, so none is lost silently; and how to send them again. */
export async function listFailedMail({ db }: AdminContext): Promise<string[]> {
  const mails = await failedMails(db);
  if (mails.length === 0) return ["No failed mail."];
  const rows = [
    ["ID", "WRITTEN", "KIND", "TO", "TRIES", "LAST ERROR"],
    ...mails.map((m) => [
      m.id,
      m.createdAt.toISOString(),
      m.kind,
      m.recipient,
      String(m.attempts),
      (m.lastError ?? "").replace(/\s+/g, " "),
    ]),
  ];
  return [
    ...textTable(rows),
    `${mails.length} failed mail(s). Send them again with: npm run admin -- mail retry (all) or mail retry ID`,
  ];
}

/** `mail retry [ID…]`: failed mails (all, or the ones named) are queued again with fresh tries. */
export async function retryFailedMail({ db }: AdminContext, ids: string[]): Promise<string[]> {
  const bad = ids.find((id) => !isUuid(id));
  if (bad) throw new AdminError(`"${bad}" is not a mail id: take one from npm run admin -- mail failed`);
  const queued = await retryFailedMails(db, ids.length > 0 ? ids : null);
  if (queued === 0)
    return [ids.length > 0 ? "None of those mails is failed: nothing to send again." : "No failed mail."];
  return [`Queued ${queued} mail(s) again: running servers send them within seconds.`];
}
