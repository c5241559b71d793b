import { Package } from "lucide-react";
import { useState } from "react";
import { imageProps } from "#web/lib/responsive-image";
import { cn } from "#web/lib/utils";

/**
 * How wide a picture shows (max-w-6xl pages): a card is one of two columns on a phone, three from
 * 640 px, at most 280 px on a desktop; the product page's is the page's width on a phone, half of
 * it from 768 px.
 */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 280px, (min-width: 640px) 31vw, 45vw";
export const PAGE_IMAGE_SIZES = "(min-width: 1152px) 540px, (min-width: 768px) 46vw, 92vw";

/**
 * A product picture in a fixed square box (no layout shift while it loads), lazy by default;
 * a placeholder when there is no image or it fails to load.
 */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
  size = 400,
  sizes,
  background = "bg-slate-100",
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  size?: number;
  /** How wide it shows, for the browser's choice of a copy (srcset); `size` px unless told. */
  sizes?: string;
  /** Behind the picture while it loads (a prop: class names are joined, not merged). */
  background?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn("relative aspect-square overflow-hidden", background, className)}>
      {src && !failed ? (
        <img
          {...imageProps(src, sizes ?? `${size}px`)}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div className="grid h-full w-full place-items-center text-slate-300">
          <Package className="h-1/3 w-1/3" aria-hidden />
          <span className="sr-only">{alt}</span>
        </div>
      )}
    </div>
  );
}
