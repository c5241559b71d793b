import { Loader2, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type TInviteCreated, type TRole } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api-client";
import { useCreateInvite } from "../api/staff";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** The Team card's invite: an email and a role; the link comes back for the card to show. */
export function InviteForm({
  onInvited,
}: {
  onInvited: (invite: TInviteCreated & { email: string; role: TRole }) => void;
}) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TRole>("orders");
  const [error, setError] = useState<string>();
  const id = useId();
  const create = useCreateInvite({
    onSuccess: (created, input) => {
      setEmail("");
      setError(undefined);
      onInvited({ ...created, email: input.email, role: input.role as TRole });
    },
    // Shown beside the field: "already a member", "an invite is already waiting".
    onError: (err) => setError(errorMessage(err)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) return setError("Please enter a valid email address");
    setError(undefined);
    create.mutate({ email: address, role });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Invite a team member" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="Email" error={error}>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com"
            aria-invalid={!!error}
            aria-describedby={`${id}-email-error`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-role`} label="Role" hint={ROLE_DESCRIPTIONS[role]}>
          <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as TRole)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <UserPlus aria-hidden />}
          {create.isPending ? "Inviting..." : "Invite"}
        </Button>
      </div>
    </form>
  );
}
