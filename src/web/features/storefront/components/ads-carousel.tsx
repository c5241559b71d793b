import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import type { TPublicAd } from "#contracts/storefront";
import { useT } from "#web/lib/i18n/page-language";
import { imageProps } from "#web/lib/responsive-image";
import { adHref } from "../utils/storefront-format";

/** An offer is 85% of a phone's row, half of it from 640 px, a third (about 370 px) from 1024 px. */
const AD_IMAGE_SIZES = "(min-width: 1024px) 370px, (min-width: 640px) 48vw, 80vw";

/**
 * 'Special Offers': a swipeable row of active ads (scroll snap, arrows on wider screens). An ad
 * with a link opens it in a new tab.
 */
export function AdsCarousel({ ads }: { ads: TPublicAd[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  /** Forward is to the left in a right-to-left page (issue 45, item 4): "Next" follows the reading. */
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reading = getComputedStyle(el).direction === "rtl" ? -1 : 1;
    el.scrollBy({ left: reading * direction * el.clientWidth * 0.9, behavior: "smooth" });
  };
  const sorted = [...ads].sort((a, b) => a.sortOrder - b.sortOrder);
  // Arrows only where the offers do not all fit: 2 per row from sm, 3 from lg (phones swipe).
  const arrowVisibility = sorted.length > 3 ? "sm:grid" : sorted.length > 2 ? "sm:grid lg:hidden" : "";
  const arrow = `hidden h-9 w-9 cursor-pointer place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100 ${arrowVisibility}`;

  return (
    <section aria-labelledby="offers-heading">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="offers-heading" className="text-xl font-bold text-slate-900">
          {t("store.specialOffers")}
        </h2>
        {sorted.length > 2 && (
          <div className="flex gap-2">
            <button
              type="button"
              className={arrow}
              onClick={() => scroll(-1)}
              aria-label={t("store.previousOffers")}
            >
              <ChevronLeft className="rtl:-scale-x-100 h-5 w-5" aria-hidden />
            </button>
            <button
              type="button"
              className={arrow}
              onClick={() => scroll(1)}
              aria-label={t("store.nextOffers")}
            >
              <ChevronRight className="rtl:-scale-x-100 h-5 w-5" aria-hidden />
            </button>
          </div>
        )}
      </div>
      <ul
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it when no ad has a link (WCAG 2.1.1, axe's scrollable-region-focusable)
        tabIndex={0}
        aria-label={t("store.specialOffersList")}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {sorted.map((ad) => {
          const href = adHref(ad.link);
          const body = (
            <>
              <div className="aspect-[2/1] w-full overflow-hidden bg-slate-100">
                <img
                  {...imageProps(ad.imageUrl, AD_IMAGE_SIZES)}
                  alt=""
                  width={800}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </div>
              <div className="p-3">
                <p dir="auto" className="font-semibold text-slate-900">
                  {ad.title}
                </p>
                <p className="text-sm text-slate-500">
                  {href ? t("store.learnMore") : t("store.promotional")}
                  {href && <span className="sr-only">{` ${t("store.opensNewTab")}`}</span>}
                </p>
              </div>
            </>
          );
          const card =
            "block h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow";
          return (
            <li
              key={ad.id}
              className="relative w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.375rem)] lg:w-[calc(33.333%-0.5rem)]"
            >
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${card} hover:shadow-md`}
                >
                  {body}
                </a>
              ) : (
                <div className={card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
