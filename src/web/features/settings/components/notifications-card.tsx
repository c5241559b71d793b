import { Loader2, Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { TNotificationSettings } from "#contracts/mail";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { SwitchRow } from "#web/components/ui/switch-row";
import { errorMessage } from "#web/lib/api-client";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notifications";
import { settingsToasts } from "../utils/settings-toasts";

const EVENTS = [
  { key: "newOrders", label: "New orders", description: "Each order, with its items, total and customer." },
  {
    key: "prescriptionOrders",
    label: "New prescription orders",
    description: "Each prescription waiting for your quote.",
  },
] as const;

const looksLikeEmail = (value: string) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function NotificationsForm({
  settings,
  acceptsPrescriptions,
}: {
  settings: TNotificationSettings;
  acceptsPrescriptions: boolean;
}) {
  const [email, setEmail] = useState(settings.email ?? "");
  const [events, setEvents] = useState({
    newOrders: settings.newOrders,
    prescriptionOrders: settings.prescriptionOrders,
  });
  const [emailError, setEmailError] = useState<string>();
  const save = useSaveNotificationSettings(settingsToasts.saved("Email notifications saved"));
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const error = looksLikeEmail(address) ? undefined : "Please enter a valid email address";
    setEmailError(error);
    if (!error) save.mutate({ email: address || null, ...events });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Email notifications" noValidate>
      {!settings.mailConfigured && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This server does not send email yet: its operator sets SMTP_URL and MAIL_FROM. Your choices are kept
          and apply once it does.
        </p>
      )}
      <FormField
        id={`${id}-email`}
        label="Send to"
        error={emailError}
        className="sm:max-w-md"
        hint={`Leave empty to use your account email (${settings.accountEmail}).`}
      >
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={settings.accountEmail}
          aria-invalid={!!emailError}
          aria-describedby={`${id}-email-error`}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Email me about</legend>
        {/* A store that takes no prescriptions gets none: its choice is kept, not offered. */}
        {EVENTS.filter((e) => acceptsPrescriptions || e.key !== "prescriptionOrders").map(
          ({ key, label, description }) => (
            <SwitchRow
              key={key}
              id={`${id}-${key}`}
              label={label}
              description={description}
              checked={events[key]}
              onCheckedChange={(on) => setEvents({ ...events, [key]: on })}
            />
          ),
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? "Saving..." : "Save email notifications"}
        </Button>
      </div>
    </form>
  );
}

/** The Settings tab's email: where new-order mail goes and which events send one (issue 29). */
/** `acceptsPrescriptions`: the store takes prescription orders (Settings), so it may be mailed them. */
export function NotificationsCard({ acceptsPrescriptions }: { acceptsPrescriptions: boolean }) {
  const settings = useNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="h-5 w-5" aria-hidden /> Email notifications
        </CardTitle>
        <CardDescription>
          Get an email the moment an order arrives, even with the dashboard closed. Customers who give an
          email at checkout get their confirmation and every status change.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin text-blue-600" aria-hidden /> Loading email
            notifications...
          </p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load email notifications: {errorMessage(settings.error)}
          </p>
        ) : (
          <NotificationsForm
            key={JSON.stringify(settings.data)}
            settings={settings.data}
            acceptsPrescriptions={acceptsPrescriptions}
          />
        )}
      </CardContent>
    </Card>
  );
}
