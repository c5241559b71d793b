import { CheckCircle2, LogIn } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { paths } from "#web/config/paths";
import { SetPasswordForm } from "#web/features/auth/components/set-password-form";
import { Link, useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** A one-time link to set a password: /set-password/{token} (issue 47, a new operator's first). */
export default function SetPasswordPage() {
  const { token = "" } = useParams();
  const [done, setDone] = useState<string>();
  useDocumentTitle("Set your password");
  return (
    <main className="mx-auto grid min-h-[80vh] w-full max-w-md content-center p-4">
      <Card>
        <CardHeader>
          <CardTitle>Set your password</CardTitle>
          {!done && <CardDescription>Choose the password you will sign in with.</CardDescription>}
        </CardHeader>
        <CardContent>
          {done ? (
            <div className="grid gap-4">
              <p role="status" className="flex gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-800">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {done}
              </p>
              <Button size="lg" asChild>
                <Link to={paths.auth()}>
                  <LogIn aria-hidden /> Sign in
                </Link>
              </Button>
            </div>
          ) : (
            <SetPasswordForm token={token} onSuccess={({ message }) => setDone(message)} />
          )}
        </CardContent>
      </Card>
    </main>
  );
}
