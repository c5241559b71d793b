import type { ReactNode } from "react";
import { Switch } from "./switch";

/** A setting that is on or off: its name and what it does on the left, the switch on the right. */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: ReactNode;
  description: ReactNode;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
      <div className="text-sm">
        <label htmlFor={id} className="block font-medium text-slate-700">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-slate-500">
          {description}
        </span>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
