import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useId, useState } from "react";
import { PAYMENT_MESSAGES, type TPaymentSettings } from "#contracts/payments";
import { LoadError } from "#web/components/ui/load-error";
import { FullPageMessage } from "#web/components/ui/spinner";
import { SwitchRow } from "#web/components/ui/switch-row";
import { paths } from "#web/config/paths";
import { paymentSettingsQueryOptions } from "#web/features/settings/api/payment-settings";
import { Link } from "#web/lib/router";
import { savePaymentMethods } from "../api/save-payment-methods";
import { StepActions, type StepProps } from "./step-actions";

/** Whether a card provider is connected: Stripe with an account that takes charges, or the test gateway. */
const cardsConnected = (settings: TPaymentSettings) =>
  settings.provider === "test"
    ? settings.available.testGateway
    : settings.available.stripe && settings.stripe.chargesEnabled;

function MethodsForm({ nav, settings }: StepProps & { settings: TPaymentSettings }) {
  const connected = cardsConnected(settings);
  const [cash, setCash] = useState(true);
  const [card, setCard] = useState(connected && settings.methods.card);
  const id = useId();
  const none = !cash && !card;
  return (
    <>
      <div className="grid gap-3">
        <SwitchRow
          id={`${id}-cash`}
          label="Cash"
          description="Shoppers pay when they collect or receive their order."
          checked={cash}
          onCheckedChange={setCash}
        />
        {connected ? (
          <SwitchRow
            id={`${id}-card`}
            label="Cards"
            description="Shoppers pay by card when they order."
            checked={card}
            onCheckedChange={setCard}
          />
        ) : (
          <p className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
            <CreditCard className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              Cards, once connected: connect a card provider in{" "}
              <Link to={paths.dashboardTab("settings")} className="font-medium text-blue-700 underline">
                Settings › Payments
              </Link>
              .
            </span>
          </p>
        )}
        {none && (
          <p role="alert" className="text-sm text-red-700">
            {PAYMENT_MESSAGES.methodsNone}
          </p>
        )}
      </div>
      <StepActions
        nav={nav}
        disabled={none}
        onContinue={() => nav.done(() => savePaymentMethods(settings, { cash, card }))}
      />
    </>
  );
}

/** Step 5, "How you are paid": cash, and cards once connected. The owner's alone (payments.manage). */
export function PaymentsStep(props: StepProps) {
  const allowed = props.user.permissions.includes("payments.manage");
  const settings = useQuery({ ...paymentSettingsQueryOptions(), enabled: allowed });
  if (!allowed) {
    return (
      <>
        <p className="text-sm text-slate-600">
          The store's owner sets how shoppers pay, so this step is skipped for you.
        </p>
        <StepActions nav={props.nav} onContinue={props.nav.skip} />
      </>
    );
  }
  if (settings.isPending) return <FullPageMessage spinner>Loading your payment settings...</FullPageMessage>;
  if (settings.isError) {
    return <LoadError what="payment settings" error={settings.error} onRetry={() => settings.refetch()} />;
  }
  return <MethodsForm {...props} settings={settings.data} />;
}
