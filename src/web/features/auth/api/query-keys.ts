/** The signed-in merchant's query keys (decision 0039). */
export const authKeys = {
  all: ["auth"] as const,
  /** GET /api/user: the merchant, or null when signed out. */
  user: () => [...authKeys.all, "user"] as const,
};
