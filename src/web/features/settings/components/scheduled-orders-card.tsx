import { CalendarClock, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { MAX_DAYS_AHEAD, MAX_LEAD_MINUTES, MAX_ORDERS_PER_SLOT, SLOT_MINUTES } from "#contracts/fulfilment";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { SwitchRow } from "#web/components/ui/switch-row";
import { type TradingSettings, useSaveTrading } from "../api/trading";
import {
  readScheduledOrdersForm,
  type ScheduledOrdersErrors,
  type ScheduledOrdersForm,
  toScheduledOrdersForm,
} from "../utils/offer-form";
import { settingsToasts } from "../utils/settings-toasts";
import { TradingSettingsLoader } from "./trading-settings-loader";

type NumberField = keyof ScheduledOrdersErrors;

function OrdersForLaterForm({ settings }: { settings: TradingSettings }) {
  const [form, setForm] = useState(() => toScheduledOrdersForm(settings.scheduledOrders));
  const [errors, setErrors] = useState<ScheduledOrdersErrors>({});
  const save = useSaveTrading(settingsToasts.saved("Orders for later saved"));
  const id = useId();
  const set = (change: Partial<ScheduledOrdersForm>) => setForm({ ...form, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readScheduledOrdersForm(form);
    setErrors(read.errors ?? {});
    if (!read.settings) return;
    save.mutate({ scheduledOrders: read.settings });
  };

  /** A whole-number field: a number keypad on phones, its error under it. */
  const numberField = (
    name: NumberField,
    label: string,
    limits: { min: number; max: number },
    extra: { hint?: string; placeholder?: string } = {},
  ) => (
    <FormField id={`${id}-${name}`} label={label} hint={extra.hint} error={errors[name]}>
      <Input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        step={1}
        min={limits.min}
        max={limits.max}
        placeholder={extra.placeholder}
        aria-invalid={!!errors[name]}
        aria-describedby={`${id}-${name}-error`}
        value={form[name]}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Orders for later" noValidate>
      <SwitchRow
        id={`${id}-enabled`}
        label="Let customers schedule orders"
        description="They pick a time slot within your opening hours, today or in the next days."
        checked={form.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-slot`} label="Slot length">
          <NativeSelect
            id={`${id}-slot`}
            value={form.slotMinutes}
            onChange={(e) => set({ slotMinutes: Number(e.target.value) })}
          >
            {SLOT_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {numberField(
          "leadMinutes",
          "Preparation time (minutes)",
          { min: 0, max: MAX_LEAD_MINUTES },
          { hint: "Also the pickup ready time" },
        )}
        {numberField(
          "daysAhead",
          "Days ahead",
          { min: 0, max: MAX_DAYS_AHEAD },
          { hint: `0 is today only; at most ${MAX_DAYS_AHEAD}` },
        )}
        {numberField(
          "ordersPerSlot",
          "Orders per slot",
          { min: 1, max: MAX_ORDERS_PER_SLOT },
          { hint: "Leave blank for no limit", placeholder: "No limit" },
        )}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? "Saving..." : "Save orders for later"}
        </Button>
      </div>
    </form>
  );
}

/** The Settings tab's orders for later: slots, preparation time, days ahead and the cap (issue 27). */
export function ScheduledOrdersCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="h-5 w-5" aria-hidden /> Orders for later
        </CardTitle>
        <CardDescription>
          Customers can choose when their delivery or pickup happens, at least the preparation time ahead.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <TradingSettingsLoader what="orders for later">
          {(settings) => (
            // Remounted when the saved settings change (not the hours), so the form starts from what was saved.
            <OrdersForLaterForm key={JSON.stringify(settings.scheduledOrders)} settings={settings} />
          )}
        </TradingSettingsLoader>
      </CardContent>
    </Card>
  );
}
