import { Pencil } from "lucide-react";
import { cn } from "#web/lib/utils";
import { RemoveButton } from "./remove-button";
import { Button } from "./ui/button";

/** The icon pair on every category card and product row; `label` names the item for screen readers. */
export function EditDeleteButtons({
  label,
  onEdit,
  onDelete,
  className,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={cn("flex shrink-0", className)}>
      <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <RemoveButton label={`Delete ${label}`} onClick={onDelete} />
    </div>
  );
}
