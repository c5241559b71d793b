import { Copy, MessageCircle } from "lucide-react";
import { useId } from "react";
import { ROLE_LABELS, type TRole } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { toast } from "#web/components/ui/use-toast";

/** The message a WhatsApp share carries: who invites to what, and the link. */
export const whatsAppShareUrl = (url: string, storeName: string, role: TRole) =>
  `https://wa.me/?text=${encodeURIComponent(`Join ${storeName} on Storefront as ${ROLE_LABELS[role]}: ${url}`)}`;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: "Send it to the person you invited." });
  } catch {
    // No clipboard (an older browser, a page without permission): the link is selectable above.
    toast({
      title: "Could not copy the link",
      description: "Select it and copy it yourself.",
      variant: "destructive",
    });
  }
}

/**
 * An invite's link, for the owner to pass on (issue 43): copied, or shared on WhatsApp. The server
 * keeps only the link's hash, so it can be shown only now, right after the invite was made.
 */
export function InviteLink({ url, storeName, role }: { url: string; storeName: string; role: TRole }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Invite link
      </label>
      <Input
        id={id}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy(url)}>
          <Copy aria-hidden /> Copy link
        </Button>
        <Button variant="outline" size="sm" asChild>
          <a href={whatsAppShareUrl(url, storeName, role)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden /> Share on WhatsApp
          </a>
        </Button>
      </div>
    </div>
  );
}
