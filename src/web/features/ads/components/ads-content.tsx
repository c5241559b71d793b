import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import type { TAd } from "#contracts/ads";
import { US_DOLLARS } from "#contracts/money";
import { EditDeleteButtons } from "#web/components/edit-delete-buttons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { EmptyState } from "#web/components/ui/empty-state";
import { FullPageMessage } from "#web/components/ui/spinner";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { errorMessage } from "#web/lib/api-client";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useAds } from "../api/get-ads";
import { useDeleteAd } from "../api/save-ad";
import { AdFormDialog } from "./ad-form-dialog";

const created = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: "medium" });

function AdCard({ ad, onEdit, onDelete }: { ad: TAd; onEdit: () => void; onDelete: () => void }) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <Card className="overflow-hidden" data-testid="ad-card">
      <div className="aspect-[2/1] bg-slate-100">
        <img src={ad.imageUrl} alt="" className="h-full w-full object-cover" loading="lazy" />
      </div>
      <div className="grid gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{ad.title}</h3>
          <Badge variant={ad.isActive ? "success" : "secondary"}>{ad.isActive ? "Active" : "Inactive"}</Badge>
        </div>
        {ad.link ? (
          <a
            href={ad.link}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-1 break-all text-sm text-blue-700 hover:underline"
          >
            <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden /> {ad.link}
          </a>
        ) : (
          <p className="text-sm text-slate-500">No link provided</p>
        )}
        <div className="flex items-center justify-between gap-2 text-sm text-slate-500">
          <span>
            Order {ad.sortOrder} · {created(ad.createdAt, locale)}
          </span>
          <EditDeleteButtons label={ad.title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </Card>
  );
}

/** The ads screen's body: '{n} Ad(s)', the cards in display order, and the dialogs. */
export function AdsContent() {
  const ads = useAds();
  const remove = useDeleteAd(toastOutcome({ title: "Ad deleted" }, "Error deleting ad"));
  const [editing, setEditing] = useState<TAd | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TAd | null>(null);
  const openForm = (ad: TAd | null) => {
    setEditing(ad);
    setFormOpen(true);
  };

  if (ads.isPending) return <FullPageMessage spinner>Loading your ads...</FullPageMessage>;
  if (ads.isError) {
    return (
      <FullPageMessage>
        <p className="font-medium text-slate-900">Could not load your ads</p>
        <p className="mt-1 text-sm">{errorMessage(ads.error)}</p>
        <Button className="mt-4" variant="outline" onClick={() => void ads.refetch()}>
          Try Again
        </Button>
      </FullPageMessage>
    );
  }
  const list = ads.data;
  return (
    <section className="grid gap-4" aria-labelledby="ads-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ads-heading" className="text-xl font-semibold">
          {list.length} Ad(s)
        </h2>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden /> Create Ad
        </Button>
      </div>
      {list.length === 0 ? (
        <EmptyState look="admin" icon={Megaphone} title="No ads yet">
          <p className="max-w-sm text-sm text-slate-500">
            Ads show in your store's Special Offers carousel. A wide picture (800x400px) works best.
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((ad) => (
            <li key={ad.id}>
              <AdCard ad={ad} onEdit={() => openForm(ad)} onDelete={() => setDeleting(ad)} />
            </li>
          ))}
        </ul>
      )}
      <AdFormDialog open={formOpen} onOpenChange={setFormOpen} ad={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete ad"
        description={deleting ? `Are you sure you want to delete the ad "${deleting.title}"?` : ""}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}
