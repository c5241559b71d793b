import { MapPin, Phone } from "lucide-react";
import { telHref } from "../utils/storefront-format";

/**
 * The store's welcome banner (spec: name, description, phone, address), kept to a few short lines
 * so the products start on the first screen of a phone. The description stops at two lines.
 */
export function StoreHero({
  name,
  description,
  phone,
  address,
}: {
  name: string;
  description: string;
  phone: string | undefined;
  address: string | null;
}) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className="rounded-2xl bg-linear-to-br from-(--store-primary-strong) to-(--store-primary) px-4 py-3 text-white shadow-sm sm:px-6 sm:py-5"
    >
      <h1 id="welcome-heading" className="text-xl font-extrabold leading-tight sm:text-3xl">
        {name}
      </h1>
      <p className="mt-1 line-clamp-2 text-sm text-white/90 sm:text-base">{description}</p>
      {(phone || address) && (
        <ul className="mt-1.5 flex flex-wrap gap-x-4 text-xs text-white/90 sm:text-sm">
          {phone && (
            <li className="flex items-center gap-1.5">
              <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <a href={telHref(phone)} className="py-1 underline-offset-2 hover:underline">
                {phone}
              </a>
            </li>
          )}
          {address && (
            <li className="flex items-center gap-1.5 py-1">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span>{address}</span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
