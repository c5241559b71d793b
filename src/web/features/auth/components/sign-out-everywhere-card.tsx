import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { paths } from "#web/config/paths";
import { useNavigate } from "#web/lib/router";
import { useLogoutEverywhere } from "../api/logout-everywhere";
import { signOutToasts } from "../utils/auth-toasts";

/** For a lost phone or a shared computer: ends the merchant's sessions on every device. */
export function SignOutEverywhereCard() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const logout = useLogoutEverywhere(
    signOutToasts({ title: "Signed out everywhere", description: "Every device has to sign in again." }, () =>
      navigate(paths.auth("login")),
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>
          Lost a phone, or signed in on a shared computer? End every session at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setAsking(true)}>
          <ShieldAlert aria-hidden /> Sign out everywhere
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="Sign out on every device?"
          description="You and anyone else signed in to this store will have to sign in again."
          confirmLabel="Sign out everywhere"
          pending={logout.isPending}
          onConfirm={() => logout.mutate()}
        />
      </CardContent>
    </Card>
  );
}
