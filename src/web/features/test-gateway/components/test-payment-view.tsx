import { AlertTriangle, CreditCard, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { formatMoney } from "#contracts/money";
import { PAYMENT_SHOPPER_MESSAGES, TEST_GATEWAY_MESSAGES } from "#contracts/payment-messages";
import type { TTestGatewaySession } from "#contracts/payments";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { FullPageMessage } from "#web/components/ui/spinner";
import { ApiError, errorMessage, isNetworkError } from "#web/lib/api-client";
import { usePayTestSession, useTestGatewaySession } from "../api/test-gateway-session";

/** The cards the gateway knows (payments/test-gateway.ts): spaces are ignored. */
const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "pays" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
] as const;

/**
 * The built-in test gateway's payment page (/pay/test/{sessionId}, issue 41 point 9): like a
 * provider's hosted page, it shows the store and the amount, takes a card number and sends the
 * shopper back to the store; in large letters, it says that no money moves.
 */
export function TestPaymentView({ sessionId }: { sessionId: string }) {
  const session = useTestGatewaySession(sessionId);
  return (
    <div className="min-h-screen bg-slate-100">
      <p
        className="border-b-4 border-amber-500 bg-amber-300 px-4 py-4 text-center text-2xl font-black tracking-wide text-amber-950 sm:text-4xl"
        data-testid="test-banner"
      >
        <AlertTriangle className="mr-2 inline h-7 w-7 align-[-0.2em] sm:h-9 sm:w-9" aria-hidden />
        {PAYMENT_SHOPPER_MESSAGES.testGatewayBanner}
      </p>
      <main className="mx-auto grid w-full max-w-md gap-4 px-4 py-6">
        {session.isLoading ? (
          <FullPageMessage spinner>Loading the payment...</FullPageMessage>
        ) : session.data ? (
          <SessionCard session={session.data} />
        ) : (
          <section className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-center">
            <h1 className="text-xl font-bold text-slate-900">Payment not found</h1>
            <p className="text-slate-600">
              {isNetworkError(session.error)
                ? "This page could not be loaded. Check your connection and reload it."
                : "This payment page does not exist. Go back to the store and check out again."}
            </p>
          </section>
        )}
      </main>
    </div>
  );
}

function SessionCard({ session }: { session: TTestGatewaySession }) {
  const pay = usePayTestSession(session.sessionId);
  const [cardNumber, setCardNumber] = useState("");
  const expired = session.state === "expired" || (pay.error instanceof ApiError && pay.error.status === 409);
  // A payment provider's own page: the amount in the session's currency, written the provider's way.
  const amount = formatMoney(session.amount, { currency: session.currency.toUpperCase(), locale: "en-US" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pay.isPending && !pay.isSuccess) pay.mutate(cardNumber);
  };
  const backToStore = (
    <a
      href={session.state === "complete" ? session.successUrl : session.cancelUrl}
      className="justify-self-center rounded text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-500"
    >
      Back to the store
    </a>
  );

  return (
    <section
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="pay-heading"
    >
      <div className="grid gap-1 text-center">
        <p className="text-sm text-slate-500">Pay</p>
        <h1 id="pay-heading" className="text-xl font-bold text-slate-900">
          {session.storeName}
        </h1>
        <p className="text-4xl font-extrabold tabular-nums text-slate-900" data-testid="pay-amount">
          {amount}
        </p>
        {session.capture === "confirm" && (
          <p className="text-sm text-slate-600">
            The card is held now and charged when the store confirms the order.
          </p>
        )}
      </div>

      {session.state === "complete" ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-center text-emerald-900">
          This payment is complete.
        </p>
      ) : expired ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-center text-amber-900">
          {TEST_GATEWAY_MESSAGES.expired}
        </p>
      ) : (
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <label htmlFor="card-number" className="text-sm font-medium text-slate-800">
            Card number
          </label>
          <Input
            id="card-number"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={cardNumber}
            onChange={(event) => setCardNumber(event.target.value)}
            aria-describedby="card-hints"
            aria-invalid={pay.isError || undefined}
            sizeClassName="h-12 w-full py-2"
            className="font-mono text-lg tracking-wider"
          />
          <div id="card-hints" className="grid gap-1 text-sm text-slate-600">
            <p>Test cards (any other number is refused):</p>
            <ul className="grid gap-1">
              {TEST_CARDS.map((card) => (
                <li key={card.number} className="flex flex-wrap items-center gap-x-2">
                  <button
                    type="button"
                    onClick={() => setCardNumber(card.number)}
                    className="cursor-pointer rounded font-mono text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-500"
                  >
                    {card.number}
                  </button>{" "}
                  <span>{card.outcome}</span>
                </li>
              ))}
            </ul>
          </div>
          {pay.isError && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {pay.error instanceof ApiError && pay.error.status === 402
                ? TEST_GATEWAY_MESSAGES.declined
                : errorMessage(pay.error)}
            </p>
          )}
          <Button type="submit" size="lg" disabled={pay.isPending || pay.isSuccess} className="w-full">
            {pay.isPending || pay.isSuccess ? (
              <>
                <Loader2 className="animate-spin" aria-hidden /> Paying...
              </>
            ) : (
              <>
                <CreditCard aria-hidden /> Pay {amount}
              </>
            )}
          </Button>
        </form>
      )}
      {backToStore}
    </section>
  );
}
