import { useQuery } from "@tanstack/react-query";
import { CalendarX, Clock, Copy, Pause, Play, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import { storeClockText } from "#contracts/trading-hours";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { FullPageMessage } from "#web/components/ui/spinner";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { errorMessage } from "#web/lib/api-client";
import { type TradingSettings, useSaveTrading, useTrading } from "../api/trading";
import { settingsToasts } from "../utils/settings-toasts";
import {
  addRange,
  copyToEveryDay,
  type HoursRange,
  overnight,
  rangesOf,
  removeRange,
  sortHours,
  timeZoneOptions,
  updateRange,
  WEEK,
} from "../utils/weekly-hours";

/** Pause now, for a while, or resume: saved at once, since a swamped kitchen has no time for forms. */
function PauseControls({ settings }: { settings: TradingSettings }) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const pause = useSaveTrading(settingsToasts.saved("Orders paused"));
  const resume = useSaveTrading(settingsToasts.saved("Taking orders again"));
  const pending = pause.isPending || resume.isPending;
  // The server gives a pause only while it lasts, by its own clock (the browser's may differ).
  const paused = settings.pausedUntil !== null;
  return (
    <section aria-labelledby="pause-heading" className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h3 id="pause-heading" className="text-sm font-medium text-slate-700">
        Pause orders
      </h3>
      <p className="text-sm text-slate-600" aria-live="polite">
        {paused
          ? `Paused until ${storeClockText(settings.pausedUntil!, settings.timeZone, locale, "time")}: customers see the store as closed.`
          : "Taking orders."}
      </p>
      <div className="flex flex-wrap gap-2">
        {[
          [30, "Pause 30 min"],
          [60, "Pause 1 hour"],
        ].map(([minutes, label]) => (
          <Button
            key={minutes}
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => pause.mutate({ pauseMinutes: Number(minutes) })}
          >
            <Pause aria-hidden /> {label}
          </Button>
        ))}
        {paused && (
          <Button size="sm" disabled={pending} onClick={() => resume.mutate({ pausedUntil: null })}>
            <Play aria-hidden /> Resume now
          </Button>
        )}
      </div>
    </section>
  );
}

function DayHours({
  name,
  day,
  hours,
  onChange,
}: {
  name: string;
  day: number;
  hours: HoursRange[];
  onChange: (hours: HoursRange[]) => void;
}) {
  const ranges = rangesOf(hours, day);
  // No hours on any day: the store takes orders around the clock (decision 0026), so a day without
  // hours is open all day, not closed (issue 42). With hours on other days, it is a day off.
  const openAllDay = hours.length === 0;
  return (
    <li>
      <fieldset className="grid gap-2 border-b border-slate-100 py-3 sm:grid-cols-[8rem_1fr]">
        <legend className="float-left pt-2 text-sm font-medium text-slate-800">{name}</legend>
        <div className="grid gap-2">
          {ranges.length === 0 && (
            <p className="pt-2 text-sm text-slate-500">{openAllDay ? "Open 24 hours" : "Closed"}</p>
          )}
          {ranges.map((range, index) => (
            // Ranges of a day have no id of their own: their place in the day is who they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="flex flex-wrap items-center gap-2">
              <Input
                type="time"
                aria-label={`${name} opens`}
                sizeClassName="h-10 w-32 py-2"
                value={range.opens}
                onChange={(e) => onChange(updateRange(hours, day, index, { opens: e.target.value }))}
              />
              <span aria-hidden>-</span>
              <Input
                type="time"
                aria-label={`${name} closes`}
                sizeClassName="h-10 w-32 py-2"
                value={range.closes}
                onChange={(e) => onChange(updateRange(hours, day, index, { closes: e.target.value }))}
              />
              {overnight(range) && <span className="text-xs text-slate-500">next day</span>}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${name} ${range.opens} to ${range.closes}`}
                onClick={() => onChange(removeRange(hours, day, index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onChange(addRange(hours, day))}>
              <Plus aria-hidden /> Add hours
            </Button>
            {ranges.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => onChange(copyToEveryDay(hours, day))}>
                <Copy aria-hidden /> Same hours every day
              </Button>
            )}
          </div>
        </div>
      </fieldset>
    </li>
  );
}

/** The week's days, Monday first, each with its ranges: Settings' hours and the first-run path's (issue 48). */
export function WeeklyHoursList({
  hours,
  onChange,
}: {
  hours: HoursRange[];
  onChange: (hours: HoursRange[]) => void;
}) {
  return (
    <ul>
      {WEEK.map(({ day, name }) => (
        <DayHours key={day} name={name} day={day} hours={hours} onChange={onChange} />
      ))}
    </ul>
  );
}

function HoursForm({ settings }: { settings: TradingSettings }) {
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [hours, setHours] = useState(settings.openingHours);
  const [closures, setClosures] = useState(settings.closures);
  const [newClosure, setNewClosure] = useState("");
  const save = useSaveTrading(settingsToasts.saved("Opening hours saved"));
  const zoneId = useId();
  const closureId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ timeZone, openingHours: sortHours(hours), closures: [...closures].sort() });
  };
  const addClosure = () => {
    if (newClosure && !closures.includes(newClosure)) setClosures([...closures, newClosure].sort());
    setNewClosure("");
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Opening hours">
      <div className="grid gap-1 sm:max-w-sm">
        <label htmlFor={zoneId} className="text-sm font-medium text-slate-700">
          Time zone
        </label>
        <NativeSelect id={zoneId} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
          {timeZoneOptions(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium text-slate-700">Weekly hours</legend>
        <p className="text-xs text-slate-500">
          {hours.length === 0
            ? "No hours set: the store takes orders around the clock. Add hours to open only then."
            : "A closing time before the opening time runs past midnight (18:00 - 02:00)."}
        </p>
        <WeeklyHoursList hours={hours} onChange={setHours} />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-700">Closed on</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={closureId} className="text-xs text-slate-500">
              A holiday or a day off
            </label>
            <Input
              id={closureId}
              type="date"
              sizeClassName="h-10 w-44 py-2"
              value={newClosure}
              onChange={(e) => setNewClosure(e.target.value)}
            />
          </div>
          <Button variant="outline" size="sm" disabled={!newClosure} onClick={addClosure}>
            <CalendarX aria-hidden /> Add closed day
          </Button>
        </div>
        {closures.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {closures.map((date) => (
              <li key={date}>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove closed day ${date}`}
                  onClick={() => setClosures(closures.filter((d) => d !== date))}
                >
                  {date} <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save hours"}
        </Button>
      </div>
    </form>
  );
}

/** The Settings tab's opening hours, closed days and pause (issue 27). */
export function TradingHoursCard() {
  const trading = useTrading();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="h-5 w-5" aria-hidden /> Opening Hours
        </CardTitle>
        <CardDescription>When customers can order. Times are in your store's time zone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {trading.isPending ? (
          <FullPageMessage spinner>Loading opening hours...</FullPageMessage>
        ) : trading.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load the opening hours: {errorMessage(trading.error)}
          </p>
        ) : (
          <>
            <PauseControls settings={trading.data} />
            {/* Remounted when the saved hours change, so the form starts from what was saved; not
                when a pause or another card's save changes the rest, which would drop unsaved edits. */}
            <HoursForm
              key={JSON.stringify([trading.data.timeZone, trading.data.openingHours, trading.data.closures])}
              settings={trading.data}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
