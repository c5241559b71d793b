import { InviteView } from "#web/features/staff/components/invite-view";
import { useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** A staff invite's link: /invite/{token} (issue 43). */
export default function Invite() {
  const { token = "" } = useParams();
  useDocumentTitle("Join the team");
  return <InviteView token={token} />;
}
