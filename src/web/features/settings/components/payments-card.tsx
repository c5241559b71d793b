import { CheckCircle2, Copy, CreditCard, ExternalLink, Hourglass, Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  type CaptureMoment,
  PAYMENT_MESSAGES,
  RAZORPAY_KEY_ID,
  RAZORPAY_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET,
  type TPaymentSettings,
  type TUpdatePaymentSettingsRequest,
  UNPAID_EXPIRY_LIMITS,
  UPI_PAYEE_NAME_MAX,
  UPI_VPA,
} from "#contracts/payments";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { toast } from "#web/components/ui/use-toast";
import { ApiError, errorField, errorMessage } from "#web/lib/api-client";
import { useSearchParams } from "#web/lib/router";
import { useConnectStripe } from "../api/connect-stripe";
import { usePaymentSettings, useSavePaymentSettings } from "../api/payment-settings";
import { settingsToasts } from "../utils/settings-toasts";

/** Where a refusal shows: a field, a method's part ("razorpay", "upi"), or the form. */
const FIELDS = [
  "methods",
  "captureOn",
  "unpaidExpiryMinutes",
  "razorpay",
  "razorpay.keyId",
  "razorpay.keySecret",
  "razorpay.webhookSecret",
  "upi",
  "upi.vpa",
  "upi.payeeName",
  "form",
] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field => FIELDS.includes(name as Field);

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
  PAYMENT_MESSAGES.inrOnly,
];

/** The server's words about the Razorpay account as a whole (issue 46): shown with its keys. */
const RAZORPAY_MESSAGES: string[] = [
  PAYMENT_MESSAGES.razorpayNeedsKeys,
  PAYMENT_MESSAGES.razorpayNeedsSecretsKey,
  PAYMENT_MESSAGES.razorpayRefusedKeys,
  PAYMENT_MESSAGES.razorpayUnreachable,
];

/** The whole path of the field a refusal names ("razorpay.keyId"), when its answer names one. */
function issuePath(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return undefined;
  const path = (error.body as { issues?: { path?: unknown }[] }).issues?.[0]?.path;
  return Array.isArray(path) && path.length > 0 ? path.join(".") : undefined;
}

/**
 * Which field a refused save is about: the one its answer names (its whole path, then its first
 * part), else the one its message is about, else the form.
 */
function fieldOf(error: unknown): Field {
  const path = issuePath(error);
  if (isField(path) && path !== "form") return path;
  const message = errorMessage(error);
  const top = errorField(error);
  if (top === "methods" || top === "captureOn" || top === "unpaidExpiryMinutes") return top;
  if (METHOD_MESSAGES.includes(message)) return "methods";
  if (RAZORPAY_MESSAGES.includes(message)) return "razorpay";
  if (message === PAYMENT_MESSAGES.upiNeedsVpa) return "upi.vpa";
  if (message === PAYMENT_MESSAGES.unpaidExpiry) return "unpaidExpiryMinutes";
  if (top === "razorpay" || top === "upi") return top;
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

/** A saved secret's field says so; typing replaces it, and an empty field keeps it. */
const SAVED_SECRET = "Saved — type a new one to replace it";

/** A write-only secret: never shown back; when one is saved, the field says so and empty keeps it. */
function SecretField({
  id,
  label,
  saved,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  saved: boolean;
  /** What to enter, while none is saved. */
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <FormField id={id} label={label} hint={saved ? "Saved: leave it empty to keep it." : hint} error={error}>
      <Input
        id={id}
        type="password"
        className="font-mono"
        autoComplete="new-password"
        spellCheck={false}
        placeholder={saved ? SAVED_SECRET : undefined}
        value={value}
        aria-invalid={!!error}
        aria-describedby={`${id}-error`}
        onChange={onChange}
      />
    </FormField>
  );
}

/**
 * The store's own Razorpay account (issue 46): its key id, and its key secret and webhook secret,
 * which are never shown back (the field says whether one is saved), and the address Razorpay's
 * webhook must call, to copy into Razorpay's dashboard.
 */
function RazorpayFields({
  id,
  settings,
  keys,
  onChange,
  errors,
}: {
  id: string;
  settings: TPaymentSettings;
  keys: RazorpayKeys;
  onChange: (keys: RazorpayKeys) => void;
  errors: Partial<Record<Field, string>>;
}) {
  const { keySecretSet, webhookSecretSet, webhookUrl } = settings.razorpay;
  const set = (key: keyof RazorpayKeys) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...keys, [key]: event.target.value });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webhookUrl);
      toast({ title: "Copied to clipboard", description: webhookUrl });
    } catch {
      toast({
        variant: "destructive",
        title: "Failed to copy",
        description: "Select the webhook URL and copy it yourself.",
      });
    }
  };
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-describedby={`${id}-razorpay-error`}
      data-testid="razorpay-fields"
    >
      <legend className="px-1 text-sm font-medium text-slate-700">Your Razorpay account</legend>
      <p className="text-xs text-slate-600">
        From Razorpay's dashboard (Account &amp; Settings → API Keys). Customers pay on Razorpay's page,
        straight into your account; Razorpay takes the money when they pay, whatever you choose under "Take
        the money" for cards.
      </p>
      <FieldError id={`${id}-razorpay-error`} message={errors.razorpay} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-razorpay-key-id`}
          label="Key id"
          hint="Starts with rzp_live_ (or rzp_test_ to try it)."
          error={errors["razorpay.keyId"]}
          className="sm:col-span-2"
        >
          <Input
            id={`${id}-razorpay-key-id`}
            className="font-mono"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="rzp_live_…"
            value={keys.keyId}
            aria-invalid={!!errors["razorpay.keyId"]}
            aria-describedby={`${id}-razorpay-key-id-error`}
            onChange={set("keyId")}
          />
        </FormField>
        <SecretField
          id={`${id}-razorpay-key-secret`}
          label="Key secret"
          saved={keySecretSet}
          hint="Razorpay shows it once, with the key id."
          value={keys.keySecret}
          error={errors["razorpay.keySecret"]}
          onChange={set("keySecret")}
        />
        <SecretField
          id={`${id}-razorpay-webhook-secret`}
          label="Webhook secret"
          saved={webhookSecretSet}
          hint="The secret you type when you add the webhook in Razorpay."
          value={keys.webhookSecret}
          error={errors["razorpay.webhookSecret"]}
          onChange={set("webhookSecret")}
        />
        <FormField
          id={`${id}-razorpay-webhook-url`}
          label="Webhook URL"
          hint="Save the webhook secret here first; then in Razorpay's dashboard (Webhooks), add a webhook with this URL, the same secret and the events payment_link.paid, payment_link.expired, payment_link.cancelled and refund.processed."
          className="sm:col-span-2"
        >
          <div className="flex gap-2">
            <Input
              id={`${id}-razorpay-webhook-url`}
              readOnly
              className="min-w-0 font-mono"
              value={webhookUrl}
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" variant="outline" className="h-10 shrink-0" onClick={() => void copy()}>
              <Copy aria-hidden /> Copy <span className="sr-only">the webhook URL</span>
            </Button>
          </div>
        </FormField>
      </div>
    </fieldset>
  );
}

/** The store's own UPI ID (VPA) and the name UPI apps show for it (issue 46). */
function UpiFields({
  id,
  payee,
  onChange,
  errors,
}: {
  id: string;
  payee: UpiPayee;
  onChange: (payee: UpiPayee) => void;
  errors: Partial<Record<Field, string>>;
}) {
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-describedby={`${id}-upi-error`}
      data-testid="upi-fields"
    >
      <legend className="px-1 text-sm font-medium text-slate-700">Your UPI ID</legend>
      <p className="text-xs text-slate-600">
        Customers pay this ID from their UPI app, for exactly their order's total. You check the money has
        arrived and mark each order paid with its UTR.
      </p>
      <FieldError id={`${id}-upi-error`} message={errors.upi} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-upi-vpa`}
          label="UPI ID (VPA)"
          hint="As your bank or UPI app shows it, such as storename@okhdfcbank."
          error={errors["upi.vpa"]}
        >
          <Input
            id={`${id}-upi-vpa`}
            className="font-mono"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="storename@okhdfcbank"
            value={payee.vpa}
            aria-invalid={!!errors["upi.vpa"]}
            aria-describedby={`${id}-upi-vpa-error`}
            onChange={(event) => onChange({ ...payee, vpa: event.target.value })}
          />
        </FormField>
        <FormField
          id={`${id}-upi-payee-name`}
          label="Payee name"
          hint={`The name customers see in their UPI app (up to ${UPI_PAYEE_NAME_MAX} characters).`}
          error={errors["upi.payeeName"]}
        >
          <Input
            id={`${id}-upi-payee-name`}
            autoComplete="organization"
            maxLength={UPI_PAYEE_NAME_MAX}
            value={payee.payeeName}
            aria-invalid={!!errors["upi.payeeName"]}
            aria-describedby={`${id}-upi-payee-name-error`}
            onChange={(event) => onChange({ ...payee, payeeName: event.target.value })}
          />
        </FormField>
      </div>
    </fieldset>
  );
}

interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
interface UpiPayee {
  vpa: string;
  payeeName: string;
}

/** What the form checks before it sends (the server checks again): each problem under its field. */
function problemsOf({
  settings,
  methods,
  minutes,
  keys,
  payee,
}: {
  settings: TPaymentSettings;
  methods: { cash: boolean; card: boolean; razorpay: boolean; upi: boolean };
  minutes: number;
  keys: RazorpayKeys | null;
  payee: UpiPayee | null;
}) {
  const problems: Partial<Record<Field, string>> = {};
  if (!methods.cash && !methods.card && !methods.razorpay && !methods.upi)
    problems.methods = PAYMENT_MESSAGES.methodsNone;
  if (!(minutes >= UNPAID_EXPIRY_LIMITS.min && minutes <= UNPAID_EXPIRY_LIMITS.max))
    problems.unpaidExpiryMinutes = PAYMENT_MESSAGES.unpaidExpiry;
  if (keys) {
    const keyId = keys.keyId.trim();
    if (keyId && !RAZORPAY_KEY_ID.test(keyId)) problems["razorpay.keyId"] = PAYMENT_MESSAGES.razorpayKeyId;
    if (keys.keySecret.trim() && !RAZORPAY_KEY_SECRET.test(keys.keySecret.trim()))
      problems["razorpay.keySecret"] = PAYMENT_MESSAGES.razorpayKeySecret;
    if (keys.webhookSecret.trim() && !RAZORPAY_WEBHOOK_SECRET.test(keys.webhookSecret.trim()))
      problems["razorpay.webhookSecret"] = PAYMENT_MESSAGES.razorpayWebhookSecret;
    const { keySecretSet, webhookSecretSet } = settings.razorpay;
    const missing =
      (!keyId && !settings.razorpay.keyId) ||
      (!keys.keySecret.trim() && !keySecretSet) ||
      (!keys.webhookSecret.trim() && !webhookSecretSet);
    if (methods.razorpay && missing) problems.razorpay = PAYMENT_MESSAGES.razorpayNeedsKeys;
  }
  if (payee) {
    const vpa = payee.vpa.trim();
    if (vpa && !UPI_VPA.test(vpa)) problems["upi.vpa"] = PAYMENT_MESSAGES.upiVpa;
    else if (!vpa && methods.upi) problems["upi.vpa"] = PAYMENT_MESSAGES.upiNeedsVpa;
    if (payee.payeeName.trim().length > UPI_PAYEE_NAME_MAX)
      problems["upi.payeeName"] = PAYMENT_MESSAGES.upiPayeeName;
  }
  return problems;
}

function PaymentsForm({ settings, onCheckAgain }: { settings: TPaymentSettings; onCheckAgain: () => void }) {
  const id = useId();
  const [cash, setCash] = useState(settings.methods.cash);
  const [card, setCard] = useState(settings.methods.card);
  const [razorpay, setRazorpay] = useState(settings.methods.razorpay);
  const [upi, setUpi] = useState(settings.methods.upi);
  const [captureOn, setCaptureOn] = useState(settings.captureOn);
  const [minutes, setMinutes] = useState(String(settings.unpaidExpiryMinutes));
  const [provider, setProvider] = useState(settings.provider);
  // The secrets start empty: a saved one is never sent back, and an empty field keeps it.
  const [keys, setKeys] = useState<RazorpayKeys>({
    keyId: settings.razorpay.keyId ?? "",
    keySecret: "",
    webhookSecret: "",
  });
  const [payee, setPayee] = useState<UpiPayee>({
    vpa: settings.upi.vpa ?? "",
    payeeName: settings.upi.payeeName ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSavePaymentSettings({
    onSuccess: settingsToasts.saved("Payments saved", "Your checkout offers the methods you chose.")
      .onSuccess,
    onError: (error) => setErrors({ [fieldOf(error)]: errorMessage(error) }),
  });
  const cardPossible = canTakeCards(settings, provider);
  const cardReason = cardPossible ? null : cardUnavailableReason(settings, provider);
  // Razorpay and UPI settle Indian rupees: a store in INR offers them (issue 46); Razorpay also
  // needs the server's SECRETS_KEY to keep the store's keys.
  const inr = settings.available.upi;
  const razorpayPossible = inr && settings.available.razorpay;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const methods = {
      cash,
      card: card && cardPossible,
      razorpay: razorpay && razorpayPossible,
      upi: upi && inr,
    };
    const n = /^\d+$/.test(minutes.trim()) ? Number(minutes.trim()) : Number.NaN;
    const problems = problemsOf({
      settings,
      methods,
      minutes: n,
      keys: razorpayPossible ? keys : null,
      payee: inr ? payee : null,
    });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const change: TUpdatePaymentSettingsRequest = {
      methods: inr ? methods : { cash: methods.cash, card: methods.card },
      captureOn,
      unpaidExpiryMinutes: n,
      provider,
    };
    if (razorpayPossible) {
      const keyId = keys.keyId.trim();
      // Only what the merchant typed: an empty secret keeps the saved one.
      const written = {
        ...(keyId && keyId !== settings.razorpay.keyId ? { keyId } : {}),
        ...(keys.keySecret.trim() ? { keySecret: keys.keySecret.trim() } : {}),
        ...(keys.webhookSecret.trim() ? { webhookSecret: keys.webhookSecret.trim() } : {}),
      };
      if (Object.keys(written).length > 0) change.razorpay = written;
    }
    if (inr) {
      // What changed: an emptied UPI ID takes it away; an empty payee name keeps the saved one.
      const vpa = payee.vpa.trim();
      const payeeName = payee.payeeName.trim();
      const written = {
        ...(vpa !== (settings.upi.vpa ?? "") ? { vpa } : {}),
        ...(payeeName && payeeName !== settings.upi.payeeName ? { payeeName } : {}),
      };
      if (Object.keys(written).length > 0) change.upi = written;
    }
    save.mutate(change);
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
          {inr && (
            <>
              <Choice
                id={`${id}-razorpay`}
                type="checkbox"
                label="Razorpay"
                hint={
                  razorpayPossible
                    ? "UPI, cards and netbanking on Razorpay's page, into your own Razorpay account."
                    : PAYMENT_MESSAGES.razorpayNeedsSecretsKey
                }
                checked={razorpay && razorpayPossible}
                disabled={!razorpayPossible}
                onChange={setRazorpay}
              />
              <Choice
                id={`${id}-upi`}
                type="checkbox"
                label="UPI"
                hint="Straight to your own UPI ID; you confirm each payment by its UTR."
                checked={upi}
                onChange={setUpi}
              />
            </>
          )}
        </div>
        {!inr && (
          <p className="text-xs text-slate-500" data-testid="inr-methods-note">
            Razorpay and UPI are for stores that sell in Indian rupees (INR).
          </p>
        )}
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

      {razorpayPossible && (
        <RazorpayFields id={id} settings={settings} keys={keys} onChange={setKeys} errors={errors} />
      )}
      {inr && <UpiFields id={id} payee={payee} onChange={setPayee} errors={errors} />}

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
        hint={`A card${inr ? ", Razorpay or UPI" : ""} order not paid in time is cancelled and its stock goes back on sale. From ${UNPAID_EXPIRY_LIMITS.min} to ${UNPAID_EXPIRY_LIMITS.max}.`}
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
 * taken, how long an unpaid card order keeps its stock, and the store's Stripe account; for a store
 * in Indian rupees, Razorpay on its own account and UPI to its own UPI ID (issue 46).
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
