/** The store's team's query keys (decision 0039). */
export const staffKeys = {
  all: ["staff"] as const,
  /** GET /api/staff: members and pending invites. */
  list: () => [...staffKeys.all, "list"] as const,
  /** GET /api/invites/{token}: an invite link's store and role. */
  invite: (token: string) => [...staffKeys.all, "invite", token] as const,
};
