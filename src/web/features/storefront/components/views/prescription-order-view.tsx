import { FileText, Loader2, Upload, X } from "lucide-react";
import type { FormEvent } from "react";
import { CLOSED_TEXT } from "#contracts/store-closed";
import { storeDisplayName, type TMicrositeMerchant } from "#contracts/storefront";
import type { DeliveryCheck as DeliveryCheckState } from "#web/features/storefront/hooks/use-delivery-check";
import type {
  PrescriptionStore,
  usePrescriptionOrder,
} from "#web/features/storefront/hooks/use-prescription-order";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { DeliveryCheck } from "../delivery-check";
import { DeliveryFields, Field, fieldClass } from "../delivery-fields";
import { StoreClosedBanner } from "../store-closed-banner";

/** 'Order using Prescription': a photo or PDF of the prescription, notes, and the delivery details. */
export function PrescriptionOrderView({
  form,
  delivery,
  trading,
}: {
  form: ReturnType<typeof usePrescriptionOrder>;
  delivery: DeliveryCheckState | null;
  /** The store's name and trading now: a closed store says so at the top. */
  trading: PrescriptionStore & Pick<TMicrositeMerchant, "closesAt">;
}) {
  const { locale } = useStoreMoney();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  // Nothing can be sent now: no file to choose nor details to fill in, only the reason.
  const open = form.closedReason === null;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("prescription.title")}</h1>
        <p className="text-slate-600">{t("prescription.intro")}</p>
      </div>
      {!trading.openNow && (
        // Told first, before the photo and the details (issue 42, item 6).
        <StoreClosedBanner
          trading={trading}
          reason={CLOSED_TEXT.reason(storeDisplayName(trading), trading, locale, t)}
          offer={
            open
              ? CLOSED_TEXT.reviewAtOpening(storeDisplayName(trading), trading.opensAt, locale, t)
              : CLOSED_TEXT.prescriptionLater(t)
          }
          blocked={!open}
        />
      )}
      <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {open && (
          <Field label={t("prescription.fileLabel")}>
            {(id) =>
              form.file ? (
                <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2" id={id}>
                  {form.preview ? (
                    <img
                      src={form.preview}
                      alt={t("prescription.preview")}
                      className="h-20 w-20 rounded object-cover"
                    />
                  ) : (
                    <span className="grid h-20 w-20 place-items-center rounded bg-slate-100 text-slate-500">
                      <FileText className="h-8 w-8" aria-hidden />
                    </span>
                  )}
                  <span
                    className="min-w-0 flex-1 break-all text-sm text-slate-700"
                    data-testid="prescription-file-name"
                  >
                    {form.file.name}
                  </span>
                  <button
                    type="button"
                    onClick={() => form.setFile(null)}
                    aria-label={t("prescription.removeFile")}
                    className="grid h-10 w-10 cursor-pointer place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
                  >
                    <X className="h-5 w-5" aria-hidden />
                  </button>
                </div>
              ) : (
                <label
                  htmlFor={id}
                  className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-slate-300 p-5 text-center text-sm text-slate-600 hover:bg-slate-50"
                >
                  <Upload className="h-6 w-6 text-(--store-primary-strong)" aria-hidden />
                  <span className="font-medium text-slate-800">{t("prescription.chooseFile")}</span>
                  <span>{t("prescription.fileTypes")}</span>
                  {/* image/* lets a phone offer its camera; PDFs come from files. */}
                  <input
                    id={id}
                    type="file"
                    accept="image/*,application/pdf,.heic,.heif,.pdf"
                    className="sr-only"
                    onChange={(e) => form.setFile(e.target.files?.[0] ?? null)}
                  />
                </label>
              )
            }
          </Field>
        )}
        {open && form.fileError && (
          <p className="-mt-2 text-sm text-red-700" role="alert">
            {form.fileError}
          </p>
        )}
        {open && (
          <Field label={t("prescription.notesLabel")}>
            {(id) => (
              <textarea
                id={id}
                rows={2}
                maxLength={1000}
                placeholder={t("prescription.notesPlaceholder")}
                value={form.prescriptionNotes}
                onChange={(e) => form.setPrescriptionNotes(e.target.value)}
                className={cn(fieldClass, "py-2")}
              />
            )}
          </Field>
        )}
        {open && delivery && <DeliveryCheck check={delivery} heading="h2" />}
        {/* A store with zones asks for the address once, in its delivery check. */}
        {open && <DeliveryFields details={form.details} onChange={form.setDetails} withAddress={!delivery} />}
        {form.submitting && (
          <div className="grid gap-1" role="status">
            <div className="h-2 overflow-hidden rounded-full bg-slate-200">
              <div
                className="h-full bg-(--store-primary-strong) transition-[width]"
                style={{ width: `${Math.round(form.progress * 100)}%` }}
              />
            </div>
            <p className="text-sm text-slate-600">
              {form.progress < 1
                ? t("prescription.uploading", { percent: Math.round(form.progress * 100) })
                : t("prescription.sending")}
            </p>
          </div>
        )}
        <button
          type="submit"
          disabled={!form.ready || form.submitting}
          aria-describedby={form.ready ? undefined : "prescription-hint"}
          className={cn(
            "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50",
            themedButton,
          )}
        >
          {form.submitting ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
          ) : (
            <Upload className="h-5 w-5" aria-hidden />
          )}
          {t("prescription.send")}
        </button>
        {!form.ready && (
          <p id="prescription-hint" className="-mt-2 text-center text-sm text-slate-500">
            {form.closedReason ?? t("prescription.hint")}
          </p>
        )}
      </form>
    </div>
  );
}
