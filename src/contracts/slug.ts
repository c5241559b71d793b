/**
 * The spec's slug rule: lowercase, drop everything but a-z, 0-9, whitespace and hyphens,
 * whitespace runs become hyphens, repeated hyphens collapse. Edge hyphens are trimmed so the
 * result always passes the slug pattern.
 */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      // Stryker disable next-line Regex: one hyphen per whitespace character collapses to one hyphen a line below
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
  );
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
