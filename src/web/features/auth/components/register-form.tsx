import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  AUTH_MESSAGES,
  isRegistrationPhoneMessage,
  type TRegisterForm,
  ZRegisterForm,
} from "#contracts/auth";
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from "#contracts/business-types";
import { SLUG_PATTERN, slugify } from "#contracts/slug";
import { templateFor } from "#contracts/store-setup";
import { StoreFormatsFields } from "#web/components/store-formats-fields";
import { Button } from "#web/components/ui/button";
import { FormField, formFields } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { toast } from "#web/components/ui/use-toast";
import { errorMessage } from "#web/lib/api-client";
import { proposedFormats } from "#web/lib/format-choices";
import { failureToast } from "#web/lib/mutation-toasts";
import { checkSlug } from "../api/check-slug";
import { browserTimeZone, isFieldError, useRegister } from "../api/register";
import { registrationPhoneProblem } from "../utils/registration-phone";

export function RegisterForm({
  onRegistered,
  onLogin,
}: {
  /** `message`: what a store waiting for approval is told (MERCHANT_APPROVAL=manual). */
  onRegistered: (loggedIn: boolean, message?: string) => void;
  /** "Log in instead", offered when the email already has an account. */
  onLogin: () => void;
}) {
  const register = useRegister({
    onSuccess: (result) =>
      toast({
        title: "Registration Successful!",
        description:
          "pendingApproval" in result
            ? result.message
            : `Welcome, ${result.businessName}! Your store is live.`,
      }),
    onError: (error) => {
      // A taken email or store address is shown on its field (below), not in a toast.
      if (!isFieldError(errorMessage(error))) toast(failureToast("Registration failed", error));
    },
  });
  const [suggestion, setSuggestion] = useState<string | null>(null);
  // The currency and formats of the browser's country (issue 45); the merchant may choose others.
  const [formats, setFormats] = useState(() => proposedFormats(browserTimeZone(), navigator.language));
  const [emailTaken, setEmailTaken] = useState(false);
  // The business type's example items (issue 48), hidden from shoppers until published: on unless unticked.
  const [withExamples, setWithExamples] = useState(true);
  // The slug follows the business name until the merchant edits it by hand.
  const slugEdited = useRef(false);
  const form = useForm<TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      email: "",
      password: "",
      businessName: "",
      businessSlug: "",
      businessType: "retail",
      contactPhone: "",
      address: "",
      description: "",
      licenceNumber: "",
    },
  });
  const slug = form.watch("businessSlug");
  // A pharmacy's licence number (issue 47), for the operator who approves the store.
  const businessType = form.watch("businessType");
  const pharmacy = businessType === "pharmacy";

  /** Asks whether the store address is free once the merchant is done with it; the server decides again on submit. */
  const checkAddress = () => {
    const value = form.getValues("businessSlug").trim();
    if (!SLUG_PATTERN.test(value)) return;
    checkSlug(value)
      .then((answer) => {
        if (form.getValues("businessSlug").trim() !== answer.slug) return;
        setSuggestion(answer.available ? null : answer.suggestion);
        if (answer.available) form.clearErrors("businessSlug");
        else form.setError("businessSlug", { message: AUTH_MESSAGES.slugTaken });
      })
      .catch(() => {});
  };

  const submit = form.handleSubmit(async (values) => {
    // The phone becomes a tel: link on the store: it must be a number (issue 42).
    const phoneProblem = await registrationPhoneProblem(values.contactPhone, browserTimeZone());
    if (phoneProblem) {
      form.setError("contactPhone", { message: phoneProblem }, { shouldFocus: true });
      return;
    }
    const { licenceNumber, ...rest } = values;
    register.mutate(
      {
        ...rest,
        ...(pharmacy && licenceNumber?.trim() ? { licenceNumber } : {}),
        ...formats,
        template: withExamples ? templateFor(values.businessType ?? "") : "none",
      },
      {
        onSuccess: (result) =>
          "pendingApproval" in result ? onRegistered(false, result.message) : onRegistered(true),
        onError: (error) => {
          const message = errorMessage(error);
          if (isRegistrationPhoneMessage(message)) {
            form.setError("contactPhone", { message }, { shouldFocus: true });
          } else if (message === AUTH_MESSAGES.emailTaken) {
            setEmailTaken(true);
            form.setError("email", { message }, { shouldFocus: true });
          } else if (message === AUTH_MESSAGES.slugTaken) {
            form.setError("businessSlug", { message }, { shouldFocus: true });
            checkAddress();
          }
        },
      },
    );
  });

  const { field, input } = formFields("register", form);

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Register">
      <FormField {...field("businessName")} label="Business Name">
        <Input
          placeholder="Sunrise Pharmacy"
          autoComplete="organization"
          {...input("businessName", {
            onChange: (e: ChangeEvent<HTMLInputElement>) => {
              if (!slugEdited.current) {
                form.setValue("businessSlug", slugify(e.target.value));
                setSuggestion(null);
              }
            },
            // The address followed the name: check it now, not only when its own field is visited.
            onBlur: () => {
              if (!slugEdited.current) checkAddress();
            },
          })}
        />
      </FormField>
      <FormField
        {...field("businessSlug")}
        label="Store URL"
        hint={<>Your store will live at /microsite/{slug || "your-store"}</>}
        action={
          suggestion && (
            <p className="text-sm text-slate-600">
              <span className="font-medium">{suggestion}</span> is free.{" "}
              <button
                type="button"
                className="cursor-pointer font-medium text-blue-700 underline underline-offset-2"
                onClick={() => {
                  slugEdited.current = true;
                  form.setValue("businessSlug", suggestion, { shouldValidate: true });
                  setSuggestion(null);
                }}
              >
                Use {suggestion}
              </button>
            </p>
          )
        }
      >
        <Input
          placeholder="sunrise-pharmacy"
          autoCapitalize="none"
          {...input("businessSlug", {
            onChange: (e: ChangeEvent<HTMLInputElement>) => {
              slugEdited.current = e.target.value !== "";
              setSuggestion(null);
            },
            onBlur: checkAddress,
          })}
        />
      </FormField>
      <FormField {...field("businessType")} label="Business Type">
        <select
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          {...input("businessType")}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {BUSINESS_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex items-start gap-2 text-sm">
        <input
          id="register-template"
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 cursor-pointer accent-blue-600"
          checked={withExamples}
          onChange={(e) => setWithExamples(e.target.checked)}
          aria-describedby="register-template-hint"
        />
        <div className="grid gap-0.5">
          <label htmlFor="register-template" className="cursor-pointer font-medium text-slate-700">
            Start with an example {businessType === "restaurant" ? "menu" : "catalog"}
          </label>
          <p id="register-template-hint" className="text-xs text-slate-500">
            Edit or remove it during setup. Shoppers see it only once you publish it.
          </p>
        </div>
      </div>
      {pharmacy && (
        <FormField
          {...field("licenceNumber")}
          label="Licence number (optional)"
          hint="Your pharmacy licence: it helps us approve your store sooner."
        >
          <Input autoComplete="off" {...input("licenceNumber")} />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field("email")}
          label="Email"
          action={
            emailTaken && (
              <button
                type="button"
                onClick={onLogin}
                className="cursor-pointer justify-self-start text-sm font-medium text-blue-700 underline underline-offset-2"
              >
                Log in instead
              </button>
            )
          }
        >
          <Input
            type="email"
            autoComplete="email"
            {...input("email", { onChange: () => setEmailTaken(false) })}
          />
        </FormField>
        <FormField {...field("password")} label="Password">
          <Input type="password" autoComplete="new-password" {...input("password")} />
        </FormField>
      </div>
      <StoreFormatsFields
        idPrefix="register"
        currency={formats.currency}
        locale={formats.locale}
        onCurrency={(currency) => setFormats((now) => ({ ...now, currency }))}
        onLocale={(locale) => setFormats((now) => ({ ...now, locale }))}
      />
      <FormField {...field("contactPhone")} label="Contact Phone (optional)">
        <Input
          type="tel"
          autoComplete="tel"
          {...input("contactPhone", { onChange: () => form.clearErrors("contactPhone") })}
        />
      </FormField>
      <FormField {...field("address")} label="Address (optional)">
        <Input id="register-address" autoComplete="address-line1" {...form.register("address")} />
      </FormField>
      <FormField {...field("description")} label="Description (optional)">
        <Textarea
          id="register-description"
          rows={2}
          placeholder="What makes your business special?"
          {...form.register("description")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {register.isPending ? "Creating your store..." : "Create My Store"}
      </Button>
    </form>
  );
}
