import { ChooseStore } from "#web/features/auth/components/choose-store";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** After signing in, a person in several stores picks one (decision 0059). */
export default function ChooseStorePage() {
  useDocumentTitle("Choose a store");
  return <ChooseStore />;
}
