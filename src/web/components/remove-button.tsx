import { Trash2 } from "lucide-react";
import { Button } from "./ui/button";

/** The red bin icon that deletes or removes an item; `label` says what for screen readers. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant={null}
      size="icon"
      className="text-red-600 hover:bg-red-50 hover:text-red-700"
      aria-label={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
