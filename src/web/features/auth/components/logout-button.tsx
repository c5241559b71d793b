import { LogOut } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { useNavigate } from "#web/lib/router";
import { useLogout } from "../api/logout";
import { signOutToasts } from "../utils/auth-toasts";

/** The dashboard's Logout: signs out, says so, and goes home. */
export function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout(
    signOutToasts({ title: "Logged out", description: "You have been signed out." }, () =>
      navigate(paths.home()),
    ),
  );
  return (
    <Button variant="outline" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
      <LogOut /> Logout
    </Button>
  );
}
