import { useQuery } from "@tanstack/react-query";
import { Loader2, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type TInvitePreview } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { FullPageMessage } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { userQueryOptions } from "#web/features/auth/api/get-user";
import { ApiError, errorMessage } from "#web/lib/api-client";
import { Link, useNavigate } from "#web/lib/router";
import { useAcceptInvite, useInvitePreview } from "../api/invite";

const MIN_PASSWORD = 6;

function AcceptForm({ token, invite }: { token: string; invite: TInvitePreview }) {
  const navigate = useNavigate();
  const { data: user } = useQuery(userQueryOptions());
  const id = useId();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<{ field: "name" | "password"; message: string }>();
  const accept = useAcceptInvite({
    onSuccess: (joined) => navigate(paths.homeOf(joined.role), { replace: true }),
  });
  // Signed in as the invite's person already: one tap, no password.
  const signedInAsInvitee = user?.person?.email === invite.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signedInAsInvitee) return accept.mutate({ token });
    if (!invite.hasAccount && !name.trim()) return setProblem({ field: "name", message: "Name is required" });
    if (password.length < MIN_PASSWORD)
      return setProblem({
        field: "password",
        message: invite.hasAccount
          ? "Please enter your password"
          : `Password must be at least ${MIN_PASSWORD} characters`,
      });
    setProblem(undefined);
    accept.mutate(invite.hasAccount ? { token, password } : { token, name: name.trim(), password });
  };

  const label = invite.hasAccount ? `Accept as ${invite.email}` : "Join the team";
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Accept the invite" noValidate>
      {!invite.hasAccount && (
        <FormField
          id={`${id}-name`}
          label="Your name"
          error={problem?.field === "name" ? problem.message : undefined}
        >
          <Input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={problem?.field === "name"}
            aria-describedby={`${id}-name-error`}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
      )}
      {!signedInAsInvitee && (
        <FormField
          id={`${id}-password`}
          label={invite.hasAccount ? `Password for ${invite.email}` : "Choose a password"}
          hint={invite.hasAccount ? "You already have an account: the store is added to it." : undefined}
          error={problem?.field === "password" ? problem.message : undefined}
        >
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete={invite.hasAccount ? "current-password" : "new-password"}
            aria-invalid={problem?.field === "password"}
            aria-describedby={`${id}-password-error`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
      )}
      <Button type="submit" size="lg" disabled={accept.isPending}>
        {accept.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <UserPlus aria-hidden />}
        {accept.isPending ? "Joining..." : label}
      </Button>
      {accept.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(accept.error)}
        </p>
      )}
    </form>
  );
}

/** Why the link cannot be used, in the server's words: expired or withdrawn (404), or used (409). */
function Unusable({ error }: { error: unknown }) {
  const final = error instanceof ApiError && (error.status === 404 || error.status === 409);
  return (
    <div role="alert" className="grid gap-3 text-center">
      <p className="text-lg font-semibold text-slate-900">
        {final ? "This invite cannot be used" : "Could not open the invite"}
      </p>
      <p className="text-sm text-slate-600">{errorMessage(error)}</p>
      <p className="text-sm">
        <Link to={paths.auth("login")} className="text-blue-600 underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

/**
 * The invite link's page (issue 43, decision 0059): the store and the role, then a name and a
 * password for someone new, or the password of the account the invite's email already has (none
 * when signed in as it). The link works once and for 7 days.
 */
export function InviteView({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  if (preview.isPending) return <FullPageMessage spinner>Loading the invite...</FullPageMessage>;
  return (
    <main className="mx-auto grid min-h-[80vh] w-full max-w-md content-center p-4">
      <Card>
        {preview.isError ? (
          <CardContent className="pt-6">
            <Unusable error={preview.error} />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <CardTitle>Join {preview.data.businessName}</CardTitle>
              <CardDescription>
                You are invited as <strong>{ROLE_LABELS[preview.data.role]}</strong>:{" "}
                {ROLE_DESCRIPTIONS[preview.data.role]}
              </CardDescription>
              <p className="text-sm text-slate-600">For {preview.data.email}</p>
            </CardHeader>
            <CardContent>
              <AcceptForm token={token} invite={preview.data} />
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
}
