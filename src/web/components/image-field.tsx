import { Camera, ImageOff, ImagePlus, Loader2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { checkImageFile } from "#web/lib/image-file";
import { Button } from "./ui/button";
import { Input } from "./ui/input";
import { FieldError, Label } from "./ui/label";
import { toast } from "./ui/use-toast";

// A phone's camera saves JPEG when asked for these types (an iPhone converts its HEIC).
const IMAGE_TYPES = "image/jpeg,image/png,image/gif,image/webp";

/** A broken URL shows a placeholder rather than the browser's broken-image icon. */
function Preview({ src, label }: { src: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="aspect-square w-24 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:w-28">
      {src && failed !== src ? (
        <img
          src={src}
          alt={`${label} preview`}
          className="h-full w-full object-cover"
          onError={() => setFailed(src)}
          data-testid="image-preview"
        />
      ) : (
        <div className="grid h-full w-full place-items-center text-slate-400">
          <ImageOff className="h-6 w-6" aria-hidden />
          <span className="sr-only">{src ? "The image could not be loaded" : "No image"}</span>
        </div>
      )}
    </div>
  );
}

/**
 * An image for a form: upload a file (checked here for type and the 5MB limit, then sent to
 * POST /api/upload-image) or type a URL; both end up as the form's imageUrl, previewed.
 */
export function ImageField({
  label,
  hint = "JPG, PNG, GIF or WebP, smaller than 5MB.",
  value,
  onChange,
  onUpload,
  uploading,
  error,
  urlInputProps,
}: {
  /** "Product Image", "Ad Image" */
  label: string;
  hint?: string;
  value: string;
  onChange: (url: string) => void;
  onUpload: (file: File) => void;
  uploading: boolean;
  error?: string;
  urlInputProps: UseFormRegisterReturn;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const pick = (file: File | undefined) => {
    for (const input of [fileInput.current, cameraInput.current]) if (input) input.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    onUpload(file);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex gap-3">
        <Preview src={value} label={label} />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? <Loader2 className="animate-spin" aria-hidden /> : <ImagePlus aria-hidden />}
              {uploading ? "Uploading..." : "Upload Image"}
            </Button>
            {/* Phones and tablets (a coarse pointer) open the camera straight away. */}
            <Button
              variant="outline"
              size="sm"
              className="not-pointer-coarse:hidden"
              disabled={uploading}
              onClick={() => cameraInput.current?.click()}
            >
              <Camera aria-hidden /> Take Photo
            </Button>
            {value && (
              <Button variant="ghost" size="sm" disabled={uploading} onClick={() => onChange("")}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </div>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES}
            className="hidden"
            aria-label="Upload image file"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <input
            ref={cameraInput}
            type="file"
            accept={IMAGE_TYPES}
            capture="environment"
            className="hidden"
            aria-label="Take a photo"
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>Or image URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/photo.jpg"
          aria-invalid={!!error}
          aria-describedby={`${id}-url-error`}
          {...urlInputProps}
        />
        <FieldError id={`${id}-url-error`} message={error} />
      </div>
    </fieldset>
  );
}
