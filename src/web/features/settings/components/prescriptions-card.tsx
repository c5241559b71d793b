import { FileText, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { SwitchRow } from "#web/components/ui/switch-row";
import { type TradingSettings, useSaveTrading } from "../api/trading";
import { settingsToasts } from "../utils/settings-toasts";
import { TradingSettingsLoader } from "./trading-settings-loader";

const PRESCRIPTIONS_CARD_TEXT = {
  title: "Prescriptions while closed",
  description:
    "Whether customers can send you a prescription outside your opening hours. The prescription form tells them either way.",
  label: "Accept prescriptions while closed",
  hint: "You review them when you open and send each customer a price. While orders are paused, none are taken.",
  save: "Save prescriptions",
  saved: "Prescriptions saved",
} as const;

function PrescriptionsForm({ settings }: { settings: TradingSettings }) {
  const [whileClosed, setWhileClosed] = useState(settings.prescriptionsWhileClosed);
  const save = useSaveTrading(settingsToasts.saved(PRESCRIPTIONS_CARD_TEXT.saved));
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ prescriptionsWhileClosed: whileClosed });
  };
  return (
    <form onSubmit={submit} className="grid gap-5" aria-label={PRESCRIPTIONS_CARD_TEXT.title} noValidate>
      <SwitchRow
        id={`${id}-while-closed`}
        label={PRESCRIPTIONS_CARD_TEXT.label}
        description={PRESCRIPTIONS_CARD_TEXT.hint}
        checked={whileClosed}
        onCheckedChange={setWhileClosed}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? "Saving..." : PRESCRIPTIONS_CARD_TEXT.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Settings tab's prescriptions card, for a store that takes prescription orders (issue 42, item
 * 5): whether it takes them while closed, to review at opening (on for a new pharmacy).
 */
export function PrescriptionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="h-5 w-5" aria-hidden /> {PRESCRIPTIONS_CARD_TEXT.title}
        </CardTitle>
        <CardDescription>{PRESCRIPTIONS_CARD_TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <TradingSettingsLoader what="prescription settings">
          {(settings) => (
            // Remounted when the saved setting changes, so the form starts from what was saved.
            <PrescriptionsForm key={String(settings.prescriptionsWhileClosed)} settings={settings} />
          )}
        </TradingSettingsLoader>
      </CardContent>
    </Card>
  );
}
