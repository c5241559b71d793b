import { useState } from "react";
import { ROLE_LABELS, ROLES, type TRole, type TStaffMember } from "#contracts/staff";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { NativeSelect } from "#web/components/ui/native-select";
import { toast } from "#web/components/ui/use-toast";
import { failureToast } from "#web/lib/mutation-toasts";
import { useChangeRole, useRemoveMember } from "../api/staff";

/** One member of the Team card: their role, which the owner changes here, and Remove (asked first). */
export function MemberRow({ member }: { member: TStaffMember }) {
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole({
    onSuccess: (changed) =>
      toast({ title: "Role changed", description: `${changed.name} is now ${ROLE_LABELS[changed.role]}.` }),
    onError: (error) => toast(failureToast("Could not change the role", error)),
  });
  const remove = useRemoveMember({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: "Member removed", description: `${member.name} no longer has access to the store.` });
    },
    onError: (error) => {
      setConfirming(false);
      toast(failureToast("Could not remove the member", error));
    },
  });
  // While the change is on its way the select shows the role asked for, not the one it had.
  const role = change.isPending && change.variables ? change.variables.role : member.role;

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex items-center gap-2 truncate font-medium text-slate-900">
          <span className="truncate">{member.name}</span>
          {member.isYou && <Badge variant="secondary">You</Badge>}
        </p>
        <p className="truncate text-sm text-slate-500">{member.email}</p>
      </div>
      <NativeSelect
        aria-label={`Role of ${member.name}`}
        sizeClassName="h-10 w-36"
        value={role}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ memberId: member.id, role: e.target.value as TRole })}
      >
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`Remove ${member.name}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={member.isYou ? "Leave the store?" : `Remove ${member.name}?`}
        description={
          member.isYou
            ? "You lose access to the store at once and are signed out of it."
            : `${member.name} loses access to the store at once and is signed out of it.`
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(member.id)}
      />
    </li>
  );
}
