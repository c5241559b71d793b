import { TestPaymentView } from "#web/features/test-gateway/components/test-payment-view";
import { useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** The built-in test gateway's payment page: /pay/test/{sessionId} (no money moves). */
export default function TestPayment() {
  const { sessionId = "" } = useParams();
  useDocumentTitle("Test payment");
  return <TestPaymentView sessionId={sessionId} />;
}
