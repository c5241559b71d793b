import { imageProps } from "#web/lib/responsive-image";
import { cn } from "#web/lib/utils";

/** A store's logo, or its initial on the store colour (blue outside a storefront). */
export function StoreLogo({
  name,
  logoUrl,
  size = 40,
  className,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
  className?: string;
}) {
  const box = { width: size, height: size };
  if (logoUrl) {
    return (
      <img
        {...imageProps(logoUrl, `${size}px`)}
        alt=""
        width={size}
        height={size}
        style={box}
        className={cn("shrink-0 rounded-lg bg-white object-contain", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      style={box}
      className={cn(
        "grid shrink-0 place-items-center rounded-lg bg-[var(--store-primary-strong,#2563eb)] font-bold text-white",
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
