import { ChevronRight, FileText, Phone } from "lucide-react";
import { useT } from "#web/lib/i18n/page-language";
import { telHref } from "../utils/storefront-format";

const actionCard =
  "flex w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-start shadow-sm transition-shadow hover:shadow-md sm:p-4";

/** 'Order using Prescription' (stores that take prescriptions): opens the upload form. */
export function PrescriptionCard({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={actionCard} onClick={onClick}>
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-(--store-primary-soft) text-(--store-primary-strong)">
        <FileText className="h-5 w-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t("store.prescriptionCardTitle")}</span>
        <span className="block text-sm text-slate-500">{t("store.prescriptionCardText")}</span>
      </span>
      <ChevronRight className="rtl:-scale-x-100 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
    </button>
  );
}

/** 'Call us to order or take advice' (stores with a phone): dials it. */
export function CallUsCard({ phone }: { phone: string }) {
  const t = useT();
  return (
    <a href={telHref(phone)} className={actionCard}>
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-(--store-accent-soft) text-(--store-accent-strong)">
        <Phone className="h-5 w-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t("store.callUsTitle")}</span>
        <span className="block text-sm text-slate-500">
          <bdi dir="ltr">{phone}</bdi>
        </span>
      </span>
      <ChevronRight className="rtl:-scale-x-100 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
    </a>
  );
}
