/**
 * The spec's slug rule: lowercase, drop everything but a-z, 0-9, whitespace and hyphens,
 * whitespace runs become hyphens, repeated hyphens collapse. Edge hyphens are trimmed so the
 * result always passes the slug pattern.
 */
export function slugify(name: string): string {
  const kept = name.toLowerCase().replace(/[^a-z0-9\s-]/g, "");
  // Stryker disable next-line MethodExpression,Regex: edge whitespace would become edge hyphens, trimmed below, and a hyphen per whitespace character collapses below too
  const hyphenated = kept.trim().replace(/\s+/g, "-");
  return hyphenated.replace(/-+/g, "-").replace(/^-|-$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
