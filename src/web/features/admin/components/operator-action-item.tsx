import { OPERATOR_ACTIONS, type TOperatorAction } from "#contracts/admin";
import { Badge } from "#web/components/ui/badge";
import { formatWhen } from "../utils/admin-format";

/** One record of what an operator did: the action, the store, who, when, and why. */
export function OperatorActionItem({
  entry,
  showStore = true,
}: {
  entry: TOperatorAction;
  showStore?: boolean;
}) {
  const actor = entry.actor.email ? `${entry.actor.name} (${entry.actor.email})` : entry.actor.name;
  return (
    <li className="grid gap-1 py-3">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        <Badge variant="secondary">{OPERATOR_ACTIONS[entry.action] ?? entry.action}</Badge>
        {showStore && entry.storeName && <span className="break-words">{entry.storeName}</span>}
      </p>
      {entry.reason && (
        <p className="break-words whitespace-pre-line text-sm text-slate-700">“{entry.reason}”</p>
      )}
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-500">
        <span className="break-all">{actor}</span>
        <span aria-hidden>·</span>
        <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
      </p>
    </li>
  );
}
