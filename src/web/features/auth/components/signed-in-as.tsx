import { ROLE_LABELS } from "#contracts/staff";
import { useUser } from "../api/get-user";

/** Who is signed in (decision 0059: a person, not the store): their name and role in this store. */
export function SignedInAs({ className }: { className?: string }) {
  const { data: user } = useUser();
  if (!user?.person) return null;
  return (
    <p className={className ?? "truncate text-sm text-slate-600"} data-testid="signed-in-as">
      {user.person.name}
      {user.role && <span className="text-slate-500"> · {ROLE_LABELS[user.role]}</span>}
    </p>
  );
}
