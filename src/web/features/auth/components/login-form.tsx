import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { isOperatorSignIn } from "#contracts/admin";
import { type TLoginRequest, ZLoginRequest } from "#contracts/auth";
import { Button } from "#web/components/ui/button";
import { FormField, formFields } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { type TSignedIn, useLogin } from "../api/login";

/**
 * `onSuccess`: with the signed-in person, whose role and stores decide where they go next; or an
 * operator (issue 47: `isOperatorSignIn`), who goes to the console.
 */
export function LoginForm({ onSuccess }: { onSuccess: (signedIn: TSignedIn) => void }) {
  const login = useLogin(
    toastOutcome(
      (signedIn) => ({
        title: "Welcome back!",
        description: isOperatorSignIn(signedIn)
          ? `Logged in as ${signedIn.person.name}`
          : `Logged in as ${signedIn.businessName}`,
      }),
      "Login failed",
    ),
  );
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: "", password: "" },
  });
  const { field, input } = formFields("login", form);
  const submit = form.handleSubmit((values) => login.mutate(values, { onSuccess }));

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Login">
      <FormField {...field("email")} label="Email">
        <Input type="email" autoComplete="email" placeholder="you@business.com" {...input("email")} />
      </FormField>
      <FormField {...field("password")} label="Password">
        <Input type="password" autoComplete="current-password" {...input("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      {login.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800" data-testid="login-error">
          {errorMessage(login.error)}
        </p>
      )}
    </form>
  );
}
