import { type FormEvent, useId, useState } from "react";
import { ADMIN_MESSAGES } from "#contracts/admin";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { Textarea } from "#web/components/ui/input";
import { FieldError, Label } from "#web/components/ui/label";
import { NativeSelect } from "#web/components/ui/native-select";

const REASON_MAX = 500;

/**
 * Asks an operator why (a rejection, a suspension, a view as the merchant): a ready reason from
 * `templates`, which fills the box to edit, or one of their own. The merchant is told a rejection's
 * or a suspension's reason; every reason is kept in the operators' record.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  templates = [],
  submitLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  templates?: readonly string[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ReasonForm
        templates={templates}
        submitLabel={submitLabel}
        pending={pending}
        onCancel={() => onOpenChange(false)}
        onSubmit={onSubmit}
      />
    </FormDialog>
  );
}

function ReasonForm({
  templates,
  submitLabel,
  pending,
  onCancel,
  onSubmit,
}: {
  templates: readonly string[];
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const id = useId();
  const [template, setTemplate] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(ADMIN_MESSAGES.reasonRequired);
    if (text.length > REASON_MAX) return setError(ADMIN_MESSAGES.reason);
    onSubmit(text);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label={submitLabel}>
      {templates.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-template`}>Ready reason</Label>
          <NativeSelect
            id={`${id}-template`}
            value={template}
            onChange={(e) => {
              setTemplate(e.target.value);
              if (e.target.value) {
                setReason(e.target.value);
                setError(null);
              }
            }}
          >
            <option value="">Write my own</option>
            {templates.map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-reason-error`}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        <FieldError id={`${id}-reason-error`} message={error ?? undefined} />
      </div>
      <FormActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} />
    </form>
  );
}
