import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { type TAd, type TCreateAdInput, type TCreateAdRequest, ZCreateAdRequest } from "#contracts/ads";
import { ImageField } from "#web/components/image-field";
import type { DialogOpenProps } from "#web/components/ui/dialog";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField, formFields } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Switch } from "#web/components/ui/switch";
import { imageUploadToasts } from "#web/lib/image-file";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useUploadImage } from "#web/lib/upload-image";
import { useCreateAd, useUpdateAd } from "../api/save-ad";

function AdForm({ ad, onDone }: { ad: TAd | null; onDone: () => void }) {
  const create = useCreateAd(toastOutcome({ title: "Ad created" }, "Error creating ad"));
  const update = useUpdateAd(toastOutcome({ title: "Ad updated" }, "Error updating ad"));
  const upload = useUploadImage(imageUploadToasts("the ad"));
  const form = useForm<TCreateAdRequest, unknown, TCreateAdInput>({
    resolver: zodResolver(ZCreateAdRequest),
    defaultValues: {
      title: ad?.title ?? "",
      imageUrl: ad?.imageUrl ?? "",
      link: ad?.link ?? "",
      isActive: ad?.isActive ?? true,
      sortOrder: ad?.sortOrder ?? 0,
    },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  const imageUrl = form.watch("imageUrl");
  const setImage = (url: string) =>
    form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true });
  const { field, input } = formFields("ad", form);

  const submit = form.handleSubmit((values) => {
    if (ad) update.mutate({ id: ad.id, data: values }, { onSuccess: onDone });
    else create.mutate(values, { onSuccess: onDone });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={ad ? "Edit ad" : "Add ad"}>
      <FormField {...field("title")} label="Title">
        <Input autoComplete="off" {...input("title")} />
      </FormField>
      <ImageField
        label="Ad Image"
        hint="Recommended size 800x400px. JPG, PNG, GIF or WebP, smaller than 5MB."
        value={String(imageUrl ?? "")}
        onChange={setImage}
        onUpload={(file) => upload.mutate(file, { onSuccess: ({ imageUrl: url }) => setImage(url) })}
        uploading={upload.isPending}
        error={errors.imageUrl?.message}
        urlInputProps={form.register("imageUrl")}
      />
      <FormField {...field("link")} label="Link (optional)" hint="Where the ad takes a customer who taps it.">
        <Input type="url" inputMode="url" placeholder="https://" {...input("link")} />
      </FormField>
      <div className="grid grid-cols-2 items-end gap-3">
        <FormField {...field("sortOrder")} label="Order" hint="Lower comes first.">
          <Input type="number" inputMode="numeric" step={1} {...input("sortOrder")} />
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex h-10 items-center gap-3 self-start pt-7">
              <Switch
                id="ad-isActive"
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
              <label htmlFor="ad-isActive" className="text-sm font-medium text-slate-700">
                Active
              </label>
            </div>
          )}
        />
      </div>
      <FormActions
        onCancel={onDone}
        pending={pending}
        busy={upload.isPending}
        submitLabel={ad ? "Update Ad" : "Create Ad"}
      />
    </form>
  );
}

/** Add an ad, or edit the selected one: the mode follows whether `ad` is set. */
export function AdFormDialog({ ad, ...dialog }: DialogOpenProps & { ad: TAd | null }) {
  return (
    <FormDialog
      {...dialog}
      maxWidth="max-w-xl"
      title={ad ? "Edit Ad" : "Create Ad"}
      description={ad ? `Change ${ad.title}.` : "Promote an offer in your store's Special Offers."}
    >
      <AdForm ad={ad} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}
