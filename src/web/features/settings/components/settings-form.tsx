import { Check, ImagePlus, Loader2, X } from "lucide-react";
import { useRef, useState } from "react";
import type { TMerchant } from "#contracts/auth";
import { STORE_THEMES } from "#contracts/themes";
import { StoreFormatsFields } from "#web/components/store-formats-fields";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { StoreLogo } from "#web/components/ui/store-logo";
import { Switch } from "#web/components/ui/switch";
import { toast } from "#web/components/ui/use-toast";
import { checkImageFile } from "#web/lib/image-file";
import { cn } from "#web/lib/utils";
import { useSaveCustomization } from "../api/save-customization";
import { useUploadLogo } from "../api/upload-logo";
import { settingsToasts } from "../utils/settings-toasts";
import { CountrySelect } from "./country-select";
import { StoreLanguagesField } from "./store-languages-field";

/** Spec section 5: an image type, under 5MB, with these toasts. */
function logoProblem(file: File) {
  const problem = checkImageFile(file);
  if (!problem) return null;
  return problem.title === "File too large"
    ? { ...problem, description: "Please select an image under 5MB." }
    : problem;
}

/**
 * The Settings tab: logo, display name, contact phone, country (WhatsApp links), theme, and whether
 * prescriptions are taken.
 */
export function SettingsForm({ user }: { user: TMerchant }) {
  const [logoUrl, setLogoUrl] = useState(user.logoUrl ?? "");
  const [displayName, setDisplayName] = useState(user.customDisplayName ?? "");
  const [phone, setPhone] = useState(user.contactPhone ?? "");
  const [country, setCountry] = useState(user.country ?? "");
  const [currency, setCurrency] = useState(user.currency);
  const [locale, setLocale] = useState(user.locale);
  const [offered, setOffered] = useState({
    languages: user.languages,
    defaultLanguage: user.defaultLanguage,
  });
  const [theme, setTheme] = useState(user.theme);
  const [prescriptions, setPrescriptions] = useState(user.acceptsPrescriptions);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(settingsToasts.logoUploaded);
  const save = useSaveCustomization(
    settingsToasts.saved("Settings saved", "Your store shows the changes now."),
  );

  const pick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    upload.mutate(file, { onSuccess: ({ logoUrl: url }) => setLogoUrl(url) });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate({
      logoUrl: logoUrl || null,
      customDisplayName: displayName.trim() || null,
      contactPhone: phone.trim() || null,
      country: country || null,
      // Sent only when changed: a store with orders keeps its currency (decision 0067).
      ...(currency === user.currency ? {} : { currency }),
      locale,
      ...offered,
      theme,
      acceptsPrescriptions: prescriptions,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Store Settings</CardTitle>
        <CardDescription>
          How your store looks to customers. Saved changes show on your store at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-5" aria-label="Store settings">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">Logo</legend>
            <div className="flex items-center gap-4">
              <StoreLogo name={displayName || user.businessName} logoUrl={logoUrl || null} size={64} />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {upload.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden />
                  ) : (
                    <ImagePlus aria-hidden />
                  )}
                  {upload.isPending ? "Uploading..." : "Upload Logo"}
                </Button>
                {logoUrl && (
                  <Button variant="ghost" size="sm" onClick={() => setLogoUrl("")}>
                    <X aria-hidden /> Remove
                  </Button>
                )}
              </div>
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                className="hidden"
                aria-label="Upload logo file"
                onChange={(e) => pick(e.target.files?.[0])}
              />
            </div>
            <p className="text-xs text-slate-500">JPG, PNG, GIF or WebP</p>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="settings-name"
              label="Display Name (optional)"
              hint={`Empty shows "${user.businessName}".`}
            >
              <Input
                id="settings-name"
                maxLength={100}
                value={displayName}
                onChange={(e) => setDisplayName(e.target.value)}
              />
            </FormField>
            <FormField id="settings-phone" label="Contact Phone (optional)">
              <Input
                id="settings-phone"
                type="tel"
                maxLength={30}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </FormField>
            <FormField
              id="settings-country"
              label="Country"
              hint="For WhatsApp links: phone numbers written without a country code are read as this country's."
            >
              <CountrySelect
                id="settings-country"
                value={country}
                guessed={user.phoneCountry}
                onChange={setCountry}
              />
            </FormField>
          </div>
          <StoreFormatsFields
            idPrefix="settings"
            currency={currency}
            locale={locale}
            onCurrency={setCurrency}
            onLocale={setLocale}
          />
          <StoreLanguagesField {...offered} onChange={setOffered} />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">Theme</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {STORE_THEMES.map((option) => (
                <label
                  key={option.id}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-500",
                    theme === option.id
                      ? "border-slate-900 bg-slate-50"
                      : "border-slate-200 hover:bg-slate-50",
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={option.id}
                    checked={theme === option.id}
                    onChange={() => setTheme(option.id)}
                    className="sr-only"
                  />
                  <span className="flex shrink-0 gap-1 pt-0.5" aria-hidden>
                    <span className="h-5 w-5 rounded-full" style={{ background: option.primary }} />
                    <span className="h-5 w-5 rounded-full" style={{ background: option.accent }} />
                  </span>
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 text-sm font-medium">
                      {option.name} {theme === option.id && <Check className="h-4 w-4" aria-hidden />}
                    </span>
                    <span className="block text-xs text-slate-500">{option.description}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
            <label htmlFor="settings-prescriptions" className="text-sm">
              <span className="block font-medium text-slate-700">Accept prescription orders</span>
              <span className="text-slate-500">
                Customers can send a prescription and you call them with a price.
              </span>
            </label>
            <Switch id="settings-prescriptions" checked={prescriptions} onCheckedChange={setPrescriptions} />
          </div>
          <Button type="submit" className="justify-self-start" disabled={save.isPending || upload.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden />} Save Settings
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
