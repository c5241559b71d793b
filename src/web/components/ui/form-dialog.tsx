import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/utils";
import { Button } from "./button";
import type { DialogOpenProps, DialogWidth } from "./dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";

/** A dialog that holds one form: title, description, then the form (which ends with FormActions). */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  maxWidth,
  sheetOnPhone = false,
  focusFirstField = true,
  children,
}: DialogOpenProps & {
  title: string;
  description: ReactNode;
  className?: string;
  maxWidth?: DialogWidth;
  /** Below 640 px, fill the screen: a long form gets the whole phone, not a box over the page. */
  sheetOnPhone?: boolean;
  /**
   * false: focus goes to the dialog itself, not its first field. On a phone a focused field opens
   * the keyboard over half the form before the merchant has chosen what to change.
   */
  focusFirstField?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        maxWidth={maxWidth}
        className={cn(
          className,
          sheetOnPhone &&
            "max-sm:inset-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0",
        )}
        onOpenAutoFocus={
          focusFirstField
            ? undefined
            : (event) => {
                event.preventDefault();
                (event.currentTarget as HTMLElement | null)?.focus();
              }
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* The form mounts afresh each time the dialog opens, with the selected item's values. */}
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Cancel and submit at the end of a dialog's form. A form can be taller than the screen: its actions
 * stay in reach at the bottom while it scrolls.
 */
export function FormActions({
  onCancel,
  pending,
  busy = false,
  submitLabel,
  cancelLabel = "Cancel",
}: {
  onCancel: () => void;
  /** The form is being saved: both buttons wait, the submit button spins. */
  pending: boolean;
  /** Something else must finish first (an upload): only submit waits. */
  busy?: boolean;
  submitLabel: string;
  /** Where "Cancel" would read as the action itself ("Cancel 3 orders"), what closing means instead. */
  cancelLabel?: string;
}) {
  return (
    // Not DialogFooter: a row at every width (DialogFooter stacks its buttons on a phone).
    <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-row gap-2 border-t border-slate-200 bg-white px-5 py-3 *:flex-1 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:justify-end sm:px-6 sm:py-4 sm:*:flex-none">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending || busy}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {submitLabel}
      </Button>
    </div>
  );
}
