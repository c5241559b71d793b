import { useQuery } from "@tanstack/react-query";
import { Loader2, Users } from "lucide-react";
import { useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import { ROLE_LABELS, type TRole, type TStaffInvite } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadError } from "#web/components/ui/load-error";
import { toast } from "#web/components/ui/use-toast";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { failureToast } from "#web/lib/mutation-toasts";
import { useStaff, useWithdrawInvite } from "../api/staff";
import { InviteForm } from "./invite-form";
import { InviteLink } from "./invite-link";
import { MemberRow } from "./member-row";

/** Links made in this visit, by invite id: the server keeps only their hashes, so only now can they be shown. */
type Links = Record<string, { url: string; role: TRole }>;

const expiry = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });

function PendingInvite({
  invite,
  link,
  storeName,
}: {
  invite: TStaffInvite;
  link?: Links[string];
  storeName: string;
}) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const withdraw = useWithdrawInvite({
    onSuccess: () =>
      toast({ title: "Invite withdrawn", description: `The link for ${invite.email} no longer works.` }),
    onError: (error) => toast(failureToast("Could not withdraw the invite", error)),
  });
  return (
    <li className="grid gap-3 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <p className="truncate font-medium text-slate-900">{invite.email}</p>
          <p className="text-sm text-slate-500">
            {ROLE_LABELS[invite.role]} · expires {expiry(invite.expiresAt, locale)}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(invite.id)}
          aria-label={`Withdraw the invite for ${invite.email}`}
        >
          {withdraw.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Withdraw
        </Button>
      </div>
      {link ? (
        <InviteLink url={link.url} storeName={storeName} role={link.role} />
      ) : (
        <p className="text-xs text-slate-500">
          The link was shown when the invite was made. To send a new one, withdraw this invite and invite
          again.
        </p>
      )}
    </li>
  );
}

/**
 * The Settings tab's Team (issue 43, decision 0059), for owners: the members with their roles, the
 * invites waiting, and a new invite whose link is copied or shared on WhatsApp.
 */
export function TeamCard({ storeName }: { storeName: string }) {
  const staff = useStaff();
  const [links, setLinks] = useState<Links>({});

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="h-5 w-5" aria-hidden /> Team
        </CardTitle>
        <CardDescription>
          Invite the people who help run the store, each with a role. A change takes effect at once: a member
          whose role changes or who is removed is signed out of the store.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <InviteForm
          onInvited={(invite) =>
            setLinks((all) => ({ ...all, [invite.id]: { url: invite.url, role: invite.role } }))
          }
        />
        {staff.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin text-blue-600" aria-hidden /> Loading your team...
          </p>
        ) : staff.isError ? (
          <LoadError what="team" error={staff.error} onRetry={() => void staff.refetch()} />
        ) : (
          <>
            <section aria-label="Pending invites">
              <h3 className="text-sm font-semibold text-slate-700">Pending invites</h3>
              {staff.data.invites.length === 0 ? (
                <p className="py-2 text-sm text-slate-500">No invites waiting.</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {staff.data.invites.map((invite) => (
                    <PendingInvite
                      key={invite.id}
                      invite={invite}
                      link={links[invite.id]}
                      storeName={storeName}
                    />
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Members">
              <h3 className="text-sm font-semibold text-slate-700">Members</h3>
              <ul className="divide-y divide-slate-200">
                {staff.data.members.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
