import { Check, Minus } from "lucide-react";
import { SETUP_STEP_LABELS, SETUP_STEPS, type TSetupProgress, type TSetupStep } from "#contracts/store-setup";
import { Progress } from "#web/components/ui/progress";
import { cn } from "#web/lib/utils";

/** "Step N of 5", a bar, and the steps' names with what became of each (names from 640 px). */
export function SetupProgress({ step, steps }: { step: TSetupStep; steps: TSetupProgress["steps"] }) {
  const number = SETUP_STEPS.indexOf(step) + 1;
  const label = `Step ${number} of ${SETUP_STEPS.length}`;
  return (
    <nav aria-label="Setup steps" className="grid gap-2">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <Progress value={(number / SETUP_STEPS.length) * 100} aria-label={label} />
      <ol className="hidden grid-cols-5 gap-2 text-xs sm:grid">
        {SETUP_STEPS.map((each) => (
          <li
            key={each}
            aria-current={each === step ? "step" : undefined}
            className={cn(
              "flex items-start gap-1",
              each === step ? "font-semibold text-blue-700" : "text-slate-500",
            )}
          >
            {steps[each] === "done" && <Check className="mt-px h-3.5 w-3.5 shrink-0" aria-label="done" />}
            {steps[each] === "skipped" && (
              <Minus className="mt-px h-3.5 w-3.5 shrink-0" aria-label="skipped" />
            )}
            {SETUP_STEP_LABELS[each]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
