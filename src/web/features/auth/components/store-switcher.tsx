import { useId } from "react";
import { ROLE_LABELS } from "#contracts/staff";
import { NativeSelect } from "#web/components/ui/native-select";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useNavigate } from "#web/lib/router";
import { useUser } from "../api/get-user";
import { useSwitchStore } from "../api/switch-store";
import { homePathOf } from "../utils/home-path";

/**
 * The header's store switcher (decision 0059), for a person in more than one store: picking one
 * moves the session there and opens that store's home for their role there. Nothing for one store.
 */
export function StoreSwitcher() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const id = useId();
  const switchStore = useSwitchStore(
    toastOutcome(
      (switched) => ({ title: "Store switched", description: `Now working in ${switched.businessName}` }),
      "Could not switch store",
    ),
  );
  if (!user || (user.stores?.length ?? 0) < 2) return null;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        Store
      </label>
      <NativeSelect
        id={id}
        sizeClassName="h-9 w-full max-w-[8rem] sm:max-w-[14rem]"
        value={user.id}
        disabled={switchStore.isPending}
        data-testid="store-switcher"
        onChange={(event) =>
          switchStore.mutate(event.target.value, { onSuccess: (switched) => navigate(homePathOf(switched)) })
        }
      >
        {user.stores.map((store) => (
          <option key={store.merchantId} value={store.merchantId}>
            {store.businessName} ({ROLE_LABELS[store.role]})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
