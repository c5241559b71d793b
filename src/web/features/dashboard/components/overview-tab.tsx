import { useQuery } from "@tanstack/react-query";
import { ArrowRight, Check, Copy, ExternalLink, FolderTree, MapPin, Package } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { TMerchant } from "#contracts/auth";
import { businessTypeLabel } from "#contracts/business-types";
import type { TAction } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { paths } from "#web/config/paths";
import { permissionsQueryOptions } from "#web/features/auth/api/get-user";
import { categoriesQueryOptions } from "#web/features/catalog/api/get-categories";
import { setupProgressQueryOptions } from "#web/features/setup/api/get-setup-progress";
import { zonesQueryOptions } from "#web/features/zones/api/get-zones";
import { Link } from "#web/lib/router";
import { copyStoreLink } from "#web/lib/share-store-link";
import { cn } from "#web/lib/utils";
import { useDashboardStats } from "../api/get-dashboard-stats";
import { useMicrositeQr } from "../api/get-microsite-qr";
import { setupStanding, stepsDone } from "../utils/getting-started";
import { QrShareCard } from "./qr-share-card";
import { StatsCards } from "./stats-cards";

const STEPS = [
  {
    icon: Package,
    title: "Add Products",
    text: "Build your catalog one by one or from a CSV file.",
    to: paths.products(),
  },
  {
    icon: FolderTree,
    title: "Organize Categories",
    text: "Group products so customers find them fast.",
    to: paths.products(),
  },
  {
    icon: MapPin,
    title: "Setup Delivery Zones",
    text: "Draw the areas you deliver to.",
    to: paths.deliveryZones(),
  },
];

/** A URL that breaks only after a slash or before a hyphen on a narrow screen, never mid-word. */
function WrappingUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=\/)|(?=-)/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one URL never reorder
        <span key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  );
}

/** `firstSteps`: what a new store does next, placed right under the banner (the route composes it). */
export function OverviewTab({ user, firstSteps }: { user: TMerchant; firstSteps?: ReactNode }) {
  const permissions = useQuery(permissionsQueryOptions()).data;
  const can = (action: TAction) => permissions?.includes(action) ?? false;
  // The QR code is the store's settings' (settings.view); the set-up steps edit the catalog and zones.
  const seesQr = can("settings.view");
  const setsUp = can("catalog.edit");
  const stats = useDashboardStats();
  const categories = useQuery(categoriesQueryOptions());
  const zones = useQuery(zonesQueryOptions());
  // The first-run path's progress (issue 48): the card and the path agree on what is done.
  const setup = useQuery({ ...setupProgressQueryOptions(), enabled: setsUp });
  const done = stepsDone({
    products: stats.data?.products,
    categories: categories.data?.length,
    deliveryZones: zones.data?.filter((z) => z.active && z.polygon !== null).length,
    examples: setup.data?.examples,
  });
  const doneCount = done.filter(Boolean).length;
  const standing = setupStanding(setup.data);
  // Until every count is in, say nothing rather than "0 of 3".
  const loaded =
    stats.data !== undefined &&
    categories.data !== undefined &&
    zones.data !== undefined &&
    // Without the path's answer the examples count as the store's own: better than no count.
    (setup.data !== undefined || setup.isError);
  // The server's address for the store (PUBLIC_URL when set), the same one the QR code carries.
  const qr = useMicrositeQr(seesQr);
  const micrositeUrl =
    qr.data?.micrositeUrl ?? `${window.location.origin}${paths.microsite(user.businessSlug)}`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!(await copyStoreLink(micrositeUrl))) return;
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };

  const info: [string, string | null][] = [
    ["Business type", businessTypeLabel(user.businessType)],
    ["Email", user.email],
    ["Phone", user.contactPhone],
    ["Address", user.address],
    ["Description", user.description],
  ];

  return (
    <div className="grid gap-6">
      {/* A card of its own colours: class names are joined, not merged, so not Card's with others. */}
      <div className="rounded-xl border border-slate-200 bg-gradient-to-r from-blue-600 to-indigo-600 text-white shadow-sm">
        <CardHeader>
          {/* The header already says "Welcome, {name}": the banner names the store, once. */}
          <h2 className="text-2xl font-semibold">{user.businessName}</h2>
          {/* A suspended store is not live (issue 47): its address still is its own. */}
          <p className="text-sm text-blue-100">
            {user.status === "suspended"
              ? "Your store's address (suspended, hidden from shoppers):"
              : "Your store is live at:"}
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="rounded-md bg-white/15 px-3 py-2 text-sm" data-testid="microsite-url">
              <WrappingUrl url={micrositeUrl} />
            </code>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={copy}>
                {copied ? <Check /> : <Copy />} Copy
              </Button>
              <Button asChild variant="secondary" size="sm">
                <a href={paths.microsite(user.businessSlug)} target="_blank" rel="noopener">
                  <ExternalLink /> Open
                </a>
              </Button>
            </div>
          </div>
        </CardHeader>
      </div>

      {setsUp && firstSteps}

      <StatsCards stats={stats.data} />

      <div className="grid gap-6 md:grid-cols-2">
        {seesQr && <QrShareCard />}
        {setsUp && (
          <Card>
            <CardHeader>
              <CardTitle>Getting Started</CardTitle>
              <CardDescription>
                Three steps to your first order.{" "}
                {loaded && (
                  <span data-testid="steps-done">
                    {doneCount === 3 ? "All done!" : `${doneCount} of 3 done.`}
                  </span>
                )}
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              {standing && (
                <Link
                  to={paths.setup()}
                  className="flex items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 hover:bg-blue-100"
                  data-testid="continue-setup"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-blue-900">Continue setup</span>
                    <span className="block text-sm text-slate-700">
                      {standing.summary} · Next: {standing.next}
                    </span>
                  </span>
                  <ArrowRight className="h-4 w-4 shrink-0 text-blue-700" aria-hidden />
                </Link>
              )}
              <ol className="grid gap-3">
                {STEPS.map(({ icon: Icon, title, text, to }, i) => (
                  <li key={title} data-done={done[i]}>
                    <Link to={to} className="flex items-start gap-3 rounded-lg p-2 hover:bg-slate-50">
                      <span
                        className={cn(
                          "grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-semibold",
                          done[i] ? "bg-emerald-100 text-emerald-800" : "bg-blue-100 text-blue-700",
                        )}
                      >
                        {done[i] ? <Check className="h-4 w-4" aria-hidden /> : i + 1}
                      </span>
                      <span>
                        <span className="flex items-center gap-1.5 font-medium">
                          <Icon className="h-4 w-4 text-slate-500" aria-hidden /> {title}
                          {done[i] && <span className="text-sm font-normal text-emerald-800">· Done</span>}
                        </span>
                        <span className="text-sm text-slate-600">{text}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Business Information</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              {info
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2">
                    <dt className="text-slate-500">{label}</dt>
                    <dd className="[overflow-wrap:anywhere]">{value}</dd>
                  </div>
                ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
