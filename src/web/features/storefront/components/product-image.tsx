import { Package } from "lucide-react";
import { useState } from "react";
import { cn } from "#web/lib/utils";

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
  background = "bg-slate-100",
}: {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
  size?: number;
  /** Behind the picture while it loads (a prop: class names are joined, not merged). */
  background?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn("relative aspect-square overflow-hidden", background, className)}>
      {src && !failed ? (
        <img
          src={src}
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
