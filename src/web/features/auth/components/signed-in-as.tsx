import { ROLE_LABELS } from "#contracts/staff";
import { useUser } from "../api/get-user";

/**
 * Who is signed in (decision 0059: a person, not the store): their name and role in this store; an
 * operator viewing the store (issue 47) is not its owner, whatever the permissions they read with.
 */
export function SignedInAs({ className }: { className?: string }) {
  const { data: user } = useUser();
  if (!user?.person) return null;
  return (
    <p className={className ?? "truncate text-sm text-slate-600"} data-testid="signed-in-as">
      {user.person.name}
      {user.viewAs ? (
        <span className="text-slate-500"> · Operator, read-only</span>
      ) : (
        user.role && <span className="text-slate-500"> · {ROLE_LABELS[user.role]}</span>
      )}
    </p>
  );
}
