import { Pill, ShoppingBag, UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, type BusinessType } from "#contracts/business-types";
import { toast } from "#web/components/ui/use-toast";
import { failureToast } from "#web/lib/mutation-toasts";
import { useSetBusinessType } from "../api/set-business-type";
import { knownType } from "../utils/setup-screens";
import { StepActions, type StepProps } from "./step-actions";

const CARDS: Record<BusinessType, { icon: typeof Pill; text: string }> = {
  restaurant: { icon: UtensilsCrossed, text: "Meals, drinks and takeaway." },
  pharmacy: { icon: Pill, text: "Medicines and health care; takes prescriptions." },
  retail: { icon: ShoppingBag, text: "Clothes, gifts, groceries and more." },
};

/** Step 1, "What you sell": the business type, as cards. Saving it marks the step done. */
export function TypeStep({ nav, user, onDone }: StepProps & { onDone: () => void }) {
  const [type, setType] = useState<BusinessType>(knownType(user.businessType));
  const save = useSetBusinessType({
    onSuccess: onDone,
    onError: (error) => toast(failureToast("Could not save your business type", error)),
  });
  return (
    <>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Business type</legend>
        {BUSINESS_TYPES.map((each) => {
          const { icon: Icon, text } = CARDS[each];
          return (
            <label
              key={each}
              className="flex cursor-pointer gap-3 rounded-lg border-2 border-slate-200 p-3 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 sm:flex-col"
            >
              <input
                type="radio"
                name="setup-business-type"
                value={each}
                checked={type === each}
                onChange={() => setType(each)}
                className="sr-only"
              />
              <Icon className="h-6 w-6 shrink-0 text-blue-600" aria-hidden />
              <span className="grid gap-0.5">
                <span className="font-semibold">{BUSINESS_TYPE_LABELS[each]}</span>
                <span className="text-sm text-slate-600">{text}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <StepActions
        nav={{ ...nav, saving: save.isPending ? "done" : nav.saving }}
        onContinue={() => save.mutate({ businessType: type })}
      />
    </>
  );
}
