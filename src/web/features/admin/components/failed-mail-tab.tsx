import { Loader2, MailCheck, RotateCw } from "lucide-react";
import type { TFailedMail } from "#contracts/admin";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { paths } from "#web/config/paths";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { Link } from "#web/lib/router";
import { useFailedMail } from "../api/get-failed-mail";
import { useRetryMail } from "../api/retry-mail";
import { formatWhen } from "../utils/admin-format";

function FailedMailItem({ mail, manage }: { mail: TFailedMail; manage: boolean }) {
  const retry = useRetryMail(
    toastOutcome(
      (answer) => ({ title: "Mail queued again", description: answer.message }),
      "Could not retry the mail",
    ),
  );
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="break-all font-medium text-slate-900">{mail.recipient}</p>
        <p className="text-sm text-slate-600">
          {mail.kind} ·{" "}
          <Link
            to={paths.admin("stores", { store: mail.merchantId })}
            className="text-blue-700 hover:underline"
          >
            {mail.storeName}
          </Link>
        </p>
        <p className="text-sm text-slate-500">
          {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"} · queued {formatWhen(mail.createdAt)}
        </p>
        {mail.lastError && <p className="break-words text-sm text-red-700">{mail.lastError}</p>}
      </div>
      {manage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={retry.isPending}
          onClick={() => retry.mutate(mail.id)}
          aria-label={`Retry the ${mail.kind} mail to ${mail.recipient}`}
        >
          {retry.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCw aria-hidden />}{" "}
          Retry
        </Button>
      )}
    </li>
  );
}

/** The mails the outbox gave up on (issue 47 item 5), each to send again. Support reads, changes nothing. */
export function FailedMailTab({ manage }: { manage: boolean }) {
  const mail = useFailedMail();
  return (
    <section aria-labelledby="failed-mail-heading" className="grid gap-4">
      <div>
        <h2 id="failed-mail-heading" className="text-lg font-semibold">
          Failed mail
        </h2>
        <p className="text-sm text-slate-500">
          Mail the server gave up sending after its retries. Retry puts it back in the outbox.
        </p>
      </div>
      {mail.isPending ? (
        <p className="flex items-center gap-2 py-8 text-slate-500" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading failed mail...
        </p>
      ) : mail.isError ? (
        <LoadError what="failed mail" error={mail.error} onRetry={() => void mail.refetch()} />
      ) : mail.data.length === 0 ? (
        <EmptyState look="admin" icon={MailCheck} title="No failed mail">
          <p className="text-sm text-slate-500">Every mail was sent, or is still being tried.</p>
        </EmptyState>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4"
          aria-label="Failed mail"
        >
          {mail.data.map((item) => (
            <FailedMailItem key={item.id} mail={item} manage={manage} />
          ))}
        </ul>
      )}
    </section>
  );
}
