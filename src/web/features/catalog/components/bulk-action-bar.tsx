import { Eye, EyeOff, FolderInput, Trash2, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { TCategory } from "#contracts/catalog";
import type { TBulkProductAction } from "#contracts/catalog-admin";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";

/** The select's value for "move out of every category" (a category id is a UUID, so no clash). */
const NO_CATEGORY = "none";

/**
 * What can be done to the selected products at once: make them available or unavailable, move
 * them to a category (or none), delete them. Delete asks first (the caller shows the question).
 * `label` says what is selected; `children` go on a line of their own below the actions.
 */
export function BulkActionBar({
  label,
  categories,
  pending,
  onAction,
  onClear,
  children,
  canEdit = true,
}: {
  /** catalog.edit (decision 0059): without it only availability changes (the orders role). */
  canEdit?: boolean;
  label: string;
  categories: TCategory[];
  pending: boolean;
  onAction: (action: TBulkProductAction, categoryId?: string | null) => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  const [target, setTarget] = useState("");
  const selectId = useId();
  return (
    <section
      aria-label="Selected products"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 p-2"
    >
      <p className="px-1 text-sm font-medium text-blue-900" data-testid="selected-count">
        {label}
      </p>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onAction("available")}>
        <Eye aria-hidden /> Make available
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => onAction("unavailable")}>
        <EyeOff aria-hidden /> Make unavailable
      </Button>
      {canEdit && (
        <div className="flex items-center gap-1">
          <label htmlFor={selectId} className="sr-only">
            Move to category
          </label>
          <NativeSelect
            id={selectId}
            sizeClassName="h-9 w-52"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            <option value="">Move to category…</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value={NO_CATEGORY}>No category</option>
          </NativeSelect>
          <Button
            size="sm"
            variant="outline"
            disabled={pending || target === ""}
            onClick={() => onAction("category", target === NO_CATEGORY ? null : target)}
          >
            <FolderInput aria-hidden /> Move
          </Button>
        </div>
      )}
      {canEdit && (
        <Button
          size="sm"
          variant={null}
          className="border border-slate-300 bg-white text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={pending}
          onClick={() => onAction("delete")}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
        <X aria-hidden /> Clear selection
      </Button>
      {children}
    </section>
  );
}
