import { Award, Check, ShieldCheck, ShoppingCart, Truck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import type { Translate } from "#contracts/i18n/format-message";
import {
  effectivePriceMinor,
  formatMoney,
  formatMoneyShort,
  type TMoneyFormat,
  toMinor,
} from "#contracts/money";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import type { useCart } from "../hooks/use-cart";
import { useChoice } from "../hooks/use-choice";
import { useStoreMoney } from "../hooks/use-store-money";
import { choicePrice, pricedWith } from "../utils/choice";
import { localized } from "../utils/localized";
import { themedButton } from "../utils/store-theme";
import { shortId } from "../utils/storefront-format";
import { OptionGroups } from "./option-groups";
import { Price } from "./price";
import { PAGE_IMAGE_SIZES, ProductImage } from "./product-image";
import { QuantityStepper } from "./quantity-stepper";

import { StockBadge } from "./stock-badge";

const ADDED_FEEDBACK_MS = 2000;

/**
 * The store's free-delivery terms as freeDeliveryLine (contracts/delivery-pricing) words them, in
 * the page's language: null where delivery is never free.
 */
function freeDeliveryText(freeDeliveryOver: string | null, money: TMoneyFormat, t: Translate) {
  if (freeDeliveryOver === null) return null;
  const minor = toMinor(freeDeliveryOver, money.currency);
  if (minor === 0) return t("product.freeDeliveryEvery");
  return t("product.freeDeliveryOver", { amount: formatMoneyShort(minor, money) });
}

/**
 * The reassurance lines (spec: free delivery, secure checkout, quality guarantee). The delivery line
 * is the store's own terms (issue 42), the spec's words where they are the spec's ($50), and absent
 * where delivery is not free everywhere or the store's terms are not known yet.
 */
function reassurance(freeDeliveryOver: string | null | undefined, money: TMoneyFormat, t: Translate) {
  const delivery = freeDeliveryOver === undefined ? null : freeDeliveryText(freeDeliveryOver, money, t);
  return [
    ...(delivery ? [{ icon: Truck, text: delivery }] : []),
    { icon: ShieldCheck, text: t("product.secureCheckout") },
    { icon: Award, text: t("product.qualityGuarantee") },
  ];
}

/**
 * The product page's body: image, price, stock, description, options, quantity and Add to Cart.
 * With options (issue 28), the price, the stock badge, the quantity's limit and the line total
 * follow the shopper's picks; a required group left unpicked is named at the group.
 */
export function ProductDetails({
  product,
  cart,
  freeDeliveryOver,
}: {
  product: TProduct;
  cart: ReturnType<typeof useCart>;
  /** The store's free-delivery terms (the microsite's merchant); undefined while they load. */
  freeDeliveryOver?: string | null;
}) {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { t, language } = usePageLanguage();
  // The merchant's own words in the page's language, where they wrote them (issue 45 item 5).
  const { name, description } = localized(product, language);
  const choice = useChoice({ product, lines: cart.lines, update: cart.update });
  const { stock, outOfStock, inCart, remaining, chosen } = choice;
  const { limitNote } = choice;
  const money = useStoreMoney();
  const { currency } = money;
  const priced = pricedWith(product, choice.deltaMinor, currency);
  // Until every required group is picked, the least the picks can still come to: "From $14.00".
  const shown = choicePrice(product, choice.picked, currency);
  const paid = effectivePriceMinor(priced, currency);
  const saving = toMinor(product.price, currency) - effectivePriceMinor(product, currency);
  const tracked = stock.quantity !== null;

  const add = () => {
    if (!choice.add()) return;
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      <ProductImage
        src={product.imageUrl}
        alt={name}
        eager
        size={640}
        sizes={PAGE_IMAGE_SIZES}
        background="bg-white"
        className="rounded-2xl border border-slate-200 md:sticky md:top-24 md:self-start"
      />
      <div className="grid content-start gap-5">
        <div className="grid gap-2">
          <h1 dir="auto" className="text-2xl font-extrabold leading-tight text-slate-900 sm:text-3xl">
            {name}
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <Price product={shown.priced} from={shown.from} large />
            {saving > 0 && (
              <span className="rounded-full bg-(--store-accent-soft) px-2.5 py-0.5 text-sm font-semibold text-(--store-accent-ink)">
                {t("product.save", { amount: formatMoney(saving, money) })}
              </span>
            )}
          </div>
          <div>
            <StockBadge stock={stock} />
          </div>
        </div>

        {description && (
          <p dir="auto" className="whitespace-pre-line leading-relaxed text-slate-700">
            {description}
          </p>
        )}

        <OptionGroups product={product} choice={choice} />

        {!outOfStock && (
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-medium text-slate-700" id="quantity-label">
                {t("product.quantity")}
              </span>
              <QuantityStepper
                value={chosen}
                onChange={choice.setQuantity}
                min={1}
                max={Math.max(1, remaining)}
                label={t("product.quantity")}
              />
            </div>
            {inCart > 0 && (
              <p className="text-sm text-slate-500">
                {t(remaining === 0 && tracked && !limitNote ? "product.inCartAllWeHave" : "product.inCart", {
                  count: inCart,
                })}
              </p>
            )}
            {limitNote && (
              <p className="text-sm font-medium text-amber-700" role="status" data-testid="order-limit-note">
                {limitNote}
              </p>
            )}
            {!limitNote && tracked && remaining > 0 && chosen >= remaining && (
              <p className="text-sm font-medium text-amber-700" role="status">
                {t("product.maxSelected")}
              </p>
            )}
          </div>
        )}

        <button
          type="button"
          onClick={add}
          disabled={outOfStock || remaining === 0}
          className={cn(
            "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-50",
            added ? "bg-emerald-600 text-white" : themedButton,
          )}
        >
          {outOfStock ? (
            t("product.outOfStock")
          ) : added ? (
            <>
              <Check className="h-5 w-5" aria-hidden /> {t("product.addedToCart")}
            </>
          ) : (
            <>
              <ShoppingCart className="h-5 w-5" aria-hidden />{" "}
              {t("product.addToCartFor", { total: formatMoney(paid * chosen, money) })}
            </>
          )}
        </button>

        <ul className="grid gap-2 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {reassurance(freeDeliveryOver, money, t).map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="h-4 w-4 shrink-0 text-(--store-accent-strong)" aria-hidden /> {text}
            </li>
          ))}
        </ul>

        <section aria-labelledby="info-heading" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="info-heading" className="font-semibold text-slate-900">
            {t("product.information")}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t("product.id")}</dt>
            <dd className="font-mono text-slate-900">{shortId(product.id)}</dd>
            <dt className="text-slate-500">{t("product.availableQuantity")}</dt>
            <dd className="text-slate-900">
              {tracked ? t("product.units", { count: stock.quantity ?? 0 }) : t("product.inStock")}
            </dd>
          </dl>
        </section>
        <p className="sr-only" aria-live="polite">
          {added ? t("product.announceAdded", { product: name }) : ""}
        </p>
      </div>
    </div>
  );
}
