/** The signed-in merchant's query keys (decision 0039). */
export const authKeys = {
  all: ["auth"] as const,
  /** GET /api/user: the merchant, or null when signed out. */
  user: () => [...authKeys.all, "user"] as const,
  /** GET /api/admin/me: the signed-in operator (issue 47), or null for anyone else. */
  operator: () => [...authKeys.all, "operator"] as const,
};
