import { useEffect, useState } from "react";
import { MAX_PRESCRIPTION_BYTES } from "#contracts/prescription-messages";
import { CLOSED_TEXT, prescriptionWelcome } from "#contracts/store-closed";
import { storeDisplayName, type TMicrositeMerchant } from "#contracts/storefront";
import { toast } from "#web/components/ui/use-toast";
import { errorMessage, isNetworkError } from "#web/lib/api-client";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { usePlacePrescriptionOrder } from "../api/place-prescription-order";
import {
  type CheckoutDetails,
  checkoutComplete,
  customerEmail,
  EMPTY_CHECKOUT,
} from "../utils/checkout-details";
import { toastOrderFailure } from "./order-failure";
import { useAttemptKey } from "./use-attempt-key";
import type { DeliveryCheck } from "./use-delivery-check";
import { useStoreMoney } from "./use-store-money";

/** What the form needs of the store: its name and its trading now, as the server said. */
export type PrescriptionStore = Pick<
  TMicrositeMerchant,
  "businessName" | "customDisplayName" | "openNow" | "paused" | "opensAt" | "prescriptionsWhileClosed"
>;

const ACCEPTED = /^(image\/(jpeg|png|webp|heic|heif)|application\/pdf)$/;
const ACCEPTED_NAME = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

/** Why a chosen file cannot be sent: too large (its size in MB), or not a photo nor a PDF. */
export type PrescriptionFileProblem = { tooLarge: number } | "not-accepted";

/** Why a chosen file cannot be sent, or null (the server judges the content again). */
export function prescriptionFileProblem(file: File): PrescriptionFileProblem | null {
  if (file.size > MAX_PRESCRIPTION_BYTES) return { tooLarge: file.size / 1024 / 1024 };
  if (!ACCEPTED.test(file.type) && !ACCEPTED_NAME.test(file.name)) return "not-accepted";
  return null;
}

/**
 * The prescription order form's state and submission: the file (with a preview of a photo), the
 * notes and delivery details, the upload's progress, then the order.
 */
export function usePrescriptionOrder({
  slug,
  onPlaced,
  delivery,
  store,
}: {
  slug: string;
  delivery: DeliveryCheck | null;
  onPlaced: (order: { id: string; trackingCode: string }) => void;
  /** The store's trading now (its page's answer): closed, it may review prescriptions at opening. */
  store: PrescriptionStore;
}) {
  const [file, setFileState] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<PrescriptionFileProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [prescriptionNotes, setPrescriptionNotes] = useState("");
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_CHECKOUT);
  const [progress, setProgress] = useState(0);
  const place = usePlacePrescriptionOrder(setProgress);
  const attempt = useAttemptKey();

  useEffect(() => {
    if (!file?.type.startsWith("image/") || file.type.includes("hei")) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const setFile = (chosen: File | null) => {
    const problem = chosen ? prescriptionFileProblem(chosen) : null;
    setFileProblem(problem);
    setFileState(problem ? null : chosen);
  };

  // A store with zones asks for the address once, in its delivery check: that text is the order's.
  const filled = delivery ? { ...details, address: delivery.addressText } : details;
  const welcome = prescriptionWelcome(store);
  const money = useStoreMoney();
  const { t, said, language } = usePageLanguage();
  /** Why nothing can be sent now (closed or paused, not reviewing at opening); null when it can. */
  const closedReason =
    welcome === "closed" ? CLOSED_TEXT.reason(storeDisplayName(store), store, money.locale, t) : null;
  const fileError =
    fileProblem === null
      ? null
      : fileProblem === "not-accepted"
        ? t("prescription.fileNotAccepted")
        : t("prescription.fileTooLarge", {
            size: new Intl.NumberFormat(money.locale, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(fileProblem.tooLarge),
          });
  const ready = closedReason === null && file !== null && checkoutComplete(filled);
  const submit = () => {
    if (!ready || place.isPending) return;
    if (delivery && !delivery.verified) {
      toast({
        variant: "destructive",
        title: t("prescription.deliveryNotAvailable"),
        description: delivery.refusal,
      });
      return;
    }
    setProgress(0);
    const notes = details.notes.trim();
    const order = {
      merchantSlug: slug,
      customer: {
        name: details.name.trim(),
        phone: details.phone.trim(),
        address: filled.address.trim(),
        ...customerEmail(details),
      },
      prescriptionNotes: prescriptionNotes.trim() || null,
      notes: notes || null,
      ...(delivery?.verified ? { location: delivery.verified } : {}),
      // The customer's mails come in the language they read the store in.
      language,
    };
    // The attempt is this order with this file: another file chosen is another attempt.
    const idempotencyKey = attempt.keyFor({ order, file: [file.name, file.size, file.lastModified] });
    place.mutate(
      { file, order, idempotencyKey },
      {
        onSuccess: (placed) => {
          attempt.placed();
          setFileState(null);
          setPrescriptionNotes("");
          setDetails((current) => ({ ...current, notes: "" }));
          onPlaced(placed);
        },
        // The server's words (a file refused, the store closed meanwhile) in the page's language.
        onError: (error) =>
          toastOrderFailure(
            "prescription",
            t("prescription.sendFailed"),
            isNetworkError(error) ? error : new Error(said(errorMessage(error))),
            t,
          ),
      },
    );
  };

  return {
    /** `open`, `review-at-opening` (closed: sent now, reviewed when it opens), or `closed`. */
    welcome,
    closedReason,
    file,
    fileError,
    preview,
    setFile,
    prescriptionNotes,
    setPrescriptionNotes,
    details,
    setDetails,
    ready,
    submit,
    submitting: place.isPending,
    progress,
  };
}
