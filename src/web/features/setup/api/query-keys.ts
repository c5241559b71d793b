/** The first-run path's query keys (decision 0039). */
export const setupKeys = {
  all: ["setup"] as const,
  /** GET /api/setup */
  progress: () => [...setupKeys.all, "progress"] as const,
};
