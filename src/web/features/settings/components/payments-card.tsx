import { CheckCircle2, CreditCard, ExternalLink, Hourglass, Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  type CaptureMoment,
  PAYMENT_MESSAGES,
  type TPaymentSettings,
  UNPAID_EXPIRY_LIMITS,
} from "#contracts/payments";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { errorField, errorMessage } from "#web/lib/api-client";
import { useSearchParams } from "#web/lib/router";
import { useConnectStripe } from "../api/connect-stripe";
import { usePaymentSettings, useSavePaymentSettings } from "../api/payment-settings";
import { settingsToasts } from "../utils/settings-toasts";

type Field = "methods" | "captureOn" | "unpaidExpiryMinutes" | "form";

const CAPTURE_CHOICES: { value: CaptureMoment; label: string; hint: string }[] = [
  { value: "checkout", label: "At checkout", hint: "The card is charged when the customer orders." },
  {
    value: "confirm",
    label: "When I confirm the order",
    hint: "The card is held at checkout and charged when you confirm; cancelling releases the hold.",
  },
];

/** The messages about card payments the server refuses a save with: shown under the methods. */
const METHOD_MESSAGES: string[] = [
  PAYMENT_MESSAGES.methodsNone,
  PAYMENT_MESSAGES.cardNeedsAccount,
  PAYMENT_MESSAGES.cardUnavailable,
  PAYMENT_MESSAGES.stripeNotConfigured,
];

/** Which field a refused save is about: the one its answer names, else the one its message is about. */
function fieldOf(error: unknown): Field {
  const named = errorField(error);
  if (named === "methods" || named === "captureOn" || named === "unpaidExpiryMinutes") return named;
  const message = errorMessage(error);
  if (METHOD_MESSAGES.includes(message)) return "methods";
  if (message === PAYMENT_MESSAGES.unpaidExpiry) return "unpaidExpiryMinutes";
  return "form";
}

/** Whether the chosen provider can take a card now: Stripe with an account that takes charges, or the test gateway. */
const canTakeCards = (settings: TPaymentSettings, provider: TPaymentSettings["provider"]) =>
  provider === "test"
    ? settings.available.testGateway
    : settings.available.stripe && settings.stripe.chargesEnabled;

/** Why Card cannot be ticked now, and what would change that. */
function cardUnavailableReason(settings: TPaymentSettings, provider: TPaymentSettings["provider"]) {
  if (provider === "test") return "The test gateway is off on this server.";
  if (settings.available.stripe) return "Connect a Stripe account that can take charges first.";
  return settings.available.testGateway
    ? "Needs Stripe, which this server has not set up: try the test gateway below."
    : "Needs Stripe, which this server has not set up.";
}

/** A checkbox or radio with its name and, under it, what it means. */
function Choice({
  id,
  type,
  name,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  type: "checkbox" | "radio";
  name?: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type={type}
        name={name}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-blue-600 disabled:cursor-not-allowed"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <label
          htmlFor={id}
          className={disabled ? "text-sm font-medium text-slate-500" : "cursor-pointer text-sm font-medium"}
        >
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * Stripe's part: connect the store's own account, or where it stands (charges or still checking),
 * or, on a server without Stripe, that the operator must set it up. Back from Stripe's onboarding
 * (`?stripe=return`) the settings are read again: the server asks Stripe then.
 */
function StripeStatus({ settings, onCheckAgain }: { settings: TPaymentSettings; onCheckAgain: () => void }) {
  const [params] = useSearchParams();
  const connect = useConnectStripe({ onSuccess: ({ url }) => window.location.assign(url) });
  const { accountId, chargesEnabled } = settings.stripe;
  if (!settings.available.stripe) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="stripe-status">
        Card payments need Stripe, which the operator of this server has not set up yet.
        {settings.available.testGateway && " You can try card payments with the test gateway below."}
      </p>
    );
  }
  const connectButton = (label: string) => (
    <Button
      variant={accountId ? "outline" : "default"}
      size="sm"
      className="justify-self-start"
      disabled={connect.isPending}
      onClick={() => connect.mutate()}
    >
      {connect.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ExternalLink aria-hidden />}
      {label}
    </Button>
  );
  return (
    <div className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm" data-testid="stripe-status">
      {!accountId ? (
        <>
          <p className="text-slate-700">
            Card payments go straight into your own Stripe account. Stripe asks who you are and where to pay
            you, then sends you back here.
          </p>
          {params.get("stripe") === "refresh" && (
            <p className="text-amber-800">Stripe's page expired before you finished: connect again.</p>
          )}
          {connectButton("Connect Stripe")}
        </>
      ) : chargesEnabled ? (
        <p className="flex items-start gap-2 text-emerald-800">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Stripe account connected: can take charges{" "}
            <span className="font-mono text-xs text-slate-600">({accountId})</span>
          </span>
        </p>
      ) : (
        <>
          <p className="flex items-start gap-2 text-amber-800">
            <Hourglass className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              Stripe is still checking your account{" "}
              <span className="font-mono text-xs text-slate-600">({accountId})</span>. Card payments can be
              switched on once it can take charges.
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {connectButton("Continue on Stripe")}
            <Button variant="ghost" size="sm" onClick={onCheckAgain}>
              Check again
            </Button>
          </div>
        </>
      )}
      <FieldError message={connect.error ? errorMessage(connect.error) : undefined} />
    </div>
  );
}

function PaymentsForm({ settings, onCheckAgain }: { settings: TPaymentSettings; onCheckAgain: () => void }) {
  const id = useId();
  const [cash, setCash] = useState(settings.methods.cash);
  const [card, setCard] = useState(settings.methods.card);
  const [captureOn, setCaptureOn] = useState(settings.captureOn);
  const [minutes, setMinutes] = useState(String(settings.unpaidExpiryMinutes));
  const [provider, setProvider] = useState(settings.provider);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSavePaymentSettings({
    onSuccess: settingsToasts.saved("Payments saved", "Your checkout offers the methods you chose.")
      .onSuccess,
    onError: (error) => setErrors({ [fieldOf(error)]: errorMessage(error) }),
  });
  const cardPossible = canTakeCards(settings, provider);
  const cardReason = cardPossible ? null : cardUnavailableReason(settings, provider);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    if (!cash && !card) problems.methods = PAYMENT_MESSAGES.methodsNone;
    const n = /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : Number.NaN;
    if (!(n >= UNPAID_EXPIRY_LIMITS.min && n <= UNPAID_EXPIRY_LIMITS.max))
      problems.unpaidExpiryMinutes = PAYMENT_MESSAGES.unpaidExpiry;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate({
      methods: { cash, card: card && cardPossible },
      captureOn,
      unpaidExpiryMinutes: n,
      provider,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Payments" noValidate>
      <fieldset className="grid gap-2" aria-describedby={`${id}-methods-error`}>
        <legend className="mb-1 text-sm font-medium text-slate-700">What customers can pay with</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choice
            id={`${id}-cash`}
            type="checkbox"
            label="Cash"
            hint="On delivery, or at pickup."
            checked={cash}
            onChange={setCash}
          />
          <Choice
            id={`${id}-card`}
            type="checkbox"
            label="Card"
            hint={cardReason ?? "Online, when the customer orders."}
            checked={card && cardPossible}
            disabled={!cardPossible}
            onChange={setCard}
          />
        </div>
        <FieldError id={`${id}-methods-error`} message={errors.methods} />
      </fieldset>

      <div className="grid gap-2">
        <p className="text-sm font-medium text-slate-700">Card provider</p>
        <StripeStatus settings={settings} onCheckAgain={onCheckAgain} />
        {settings.available.testGateway && (
          <Choice
            id={`${id}-test-gateway`}
            type="checkbox"
            label="Use the test gateway (no money moves)"
            hint="Try card payments without Stripe: the gateway's page accepts the test card 4242 4242 4242 4242."
            checked={provider === "test"}
            onChange={(on) => setProvider(on ? "test" : "stripe")}
          />
        )}
      </div>

      <fieldset className="grid gap-2" aria-describedby={`${id}-captureOn-error`}>
        <legend className="mb-1 text-sm font-medium text-slate-700">Take the money</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CAPTURE_CHOICES.map((choice) => (
            <Choice
              key={choice.value}
              id={`${id}-capture-${choice.value}`}
              type="radio"
              name={`${id}-capture`}
              label={choice.label}
              hint={choice.hint}
              checked={captureOn === choice.value}
              onChange={() => setCaptureOn(choice.value)}
            />
          ))}
        </div>
        <FieldError id={`${id}-captureOn-error`} message={errors.captureOn} />
      </fieldset>

      <FormField
        id={`${id}-expiry`}
        label="Let unpaid orders go after (minutes)"
        hint={`A card order not paid in time is cancelled and its stock goes back on sale. From ${UNPAID_EXPIRY_LIMITS.min} to ${UNPAID_EXPIRY_LIMITS.max}.`}
        error={errors.unpaidExpiryMinutes}
        className="sm:max-w-xs"
      >
        <Input
          id={`${id}-expiry`}
          type="number"
          inputMode="numeric"
          min={UNPAID_EXPIRY_LIMITS.min}
          max={UNPAID_EXPIRY_LIMITS.max}
          step={1}
          value={minutes}
          aria-invalid={!!errors.unpaidExpiryMinutes}
          aria-describedby={`${id}-expiry-error`}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </FormField>

      <FieldError message={errors.form} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? "Saving..." : "Save payments"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Settings tab's payments (issue 41, decision 0050): cash and card, when a card's money is
 * taken, how long an unpaid card order keeps its stock, and the store's Stripe account.
 */
export function PaymentsCard() {
  const settings = usePaymentSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="h-5 w-5" aria-hidden /> Payments
        </CardTitle>
        <CardDescription>
          How customers pay you: cash, as today, and cards online into your own Stripe account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin text-blue-600" aria-hidden /> Loading payments...
          </p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load payments: {errorMessage(settings.error)}
          </p>
        ) : (
          <PaymentsForm
            key={JSON.stringify(settings.data)}
            settings={settings.data}
            onCheckAgain={() => void settings.refetch()}
          />
        )}
      </CardContent>
    </Card>
  );
}
