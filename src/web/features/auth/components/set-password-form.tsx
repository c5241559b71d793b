import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ZSetPasswordRequest } from "#contracts/auth";
import { Button } from "#web/components/ui/button";
import { FormField, formFields } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api-client";
import { type TPasswordSet, useSetPassword } from "../api/set-password";

export const PASSWORDS_DIFFER = "The passwords do not match";

/** The new password twice: the server's own rule for it, and the two alike. */
const ZSetPasswordForm = z
  .object({
    password: ZSetPasswordRequest.shape.password,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
  });
type TSetPasswordForm = z.input<typeof ZSetPasswordForm>;

/**
 * A one-time link's form (issue 47): the new password, typed twice. The link is the key; the server
 * says when it has expired or was used, and that is shown as it said it.
 */
export function SetPasswordForm({
  token,
  onSuccess,
}: {
  token: string;
  onSuccess: (set: TPasswordSet) => void;
}) {
  const save = useSetPassword({ onSuccess });
  const form = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { field, input } = formFields("set-password", form);
  const submit = form.handleSubmit(({ password }) => save.mutate({ token, password }));

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Set password">
      <FormField {...field("password")} label="New password" hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...input("password")} />
      </FormField>
      <FormField {...field("confirmPassword")} label="Confirm password">
        <Input type="password" autoComplete="new-password" {...input("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
        {save.isPending ? "Setting password..." : "Set password"}
      </Button>
      {save.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(save.error)}
        </p>
      )}
    </form>
  );
}
