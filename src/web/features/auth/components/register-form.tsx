import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { type TRegisterForm, ZRegisterForm } from "#contracts/auth";
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES } from "#contracts/business-types";
import { slugify } from "#contracts/slug";
import { Button } from "#web/components/ui/button";
import { ariaFor, FormField } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { useRegister } from "../api/register";

export function RegisterForm({ onRegistered }: { onRegistered: (loggedIn: boolean) => void }) {
  const register = useRegister();
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
    },
  });
  const { errors } = form.formState;
  const slug = form.watch("businessSlug");
  const nameField = form.register("businessName");
  const slugField = form.register("businessSlug");

  const submit = form.handleSubmit((values) =>
    register.mutate(values, { onSuccess: (result) => onRegistered(!("pendingApproval" in result)) }),
  );

  const field = ariaFor<keyof TRegisterForm>("register", errors);

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Register">
      <FormField id="register-businessName" label="Business Name" error={errors.businessName?.message}>
        <Input
          id="register-businessName"
          placeholder="Sunrise Pharmacy"
          autoComplete="organization"
          {...field("businessName")}
          {...nameField}
          onChange={(e) => {
            void nameField.onChange(e);
            if (!slugEdited.current) form.setValue("businessSlug", slugify(e.target.value));
          }}
        />
      </FormField>
      <FormField
        id="register-businessSlug"
        label="Store URL"
        error={errors.businessSlug?.message}
        hint={<>Your store will live at /microsite/{slug || "your-store"}</>}
      >
        <Input
          id="register-businessSlug"
          placeholder="sunrise-pharmacy"
          autoCapitalize="none"
          {...field("businessSlug")}
          {...slugField}
          onChange={(e) => {
            slugEdited.current = e.target.value !== "";
            void slugField.onChange(e);
          }}
        />
      </FormField>
      <FormField id="register-businessType" label="Business Type" error={errors.businessType?.message}>
        <select
          id="register-businessType"
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
          {...field("businessType")}
          {...form.register("businessType")}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {BUSINESS_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            {...field("email")}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="register-password" label="Password" error={errors.password?.message}>
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            {...field("password")}
            {...form.register("password")}
          />
        </FormField>
      </div>
      <FormField
        id="register-contactPhone"
        label="Contact Phone (optional)"
        error={errors.contactPhone?.message}
      >
        <Input id="register-contactPhone" type="tel" autoComplete="tel" {...form.register("contactPhone")} />
      </FormField>
      <FormField id="register-address" label="Address (optional)" error={errors.address?.message}>
        <Input id="register-address" autoComplete="street-address" {...form.register("address")} />
      </FormField>
      <FormField id="register-description" label="Description (optional)" error={errors.description?.message}>
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
