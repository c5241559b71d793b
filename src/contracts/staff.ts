import { z } from "zod";
import type { TViewAs } from "./admin";
import { AUTH_MESSAGES, type TMerchant } from "./auth";
import { requiredText } from "./text";

/**
 * A store's team (issue 43, decision 0059): people, one role each per store, and the one table of
 * what each role may do. The server asks `can` at every merchant route's door; the web app reads the
 * same list (`permissions` on `GET /api/user`) to hide what the server would refuse.
 */
export const ROLES = ["owner", "manager", "orders", "kitchen"] as const;
export type TRole = (typeof ROLES)[number];

export const ROLE_LABELS: Record<TRole, string> = {
  owner: "Owner",
  manager: "Manager",
  orders: "Orders",
  kitchen: "Kitchen",
};

export const ROLE_DESCRIPTIONS: Record<TRole, string> = {
  owner: "Everything, including payments, staff and the store itself.",
  manager: "Everything except payments and staff; can read the activity log.",
  orders: "Orders, marking them paid, the customers list and product availability.",
  kitchen: "The kitchen queue only: orders to prepare, without customer details or money.",
};

/**
 * The people who run the platform (issue 47, decision 0070), beside the stores' roles and checked by
 * the same `can`: an operator does everything in the console; support reads everything and views a
 * store as its merchant, and changes nothing.
 */
export const PLATFORM_ROLES = ["operator", "support"] as const;
export type TPlatformRole = (typeof PLATFORM_ROLES)[number];

/**
 * Every action a merchant route may ask about, with the words a 403 uses ("You do not have
 * permission to …").
 */
export const ACTIONS = {
  "account.self": "use your account",
  "orders.view": "see orders",
  "orders.update": "change orders",
  "orders.customer": "see customers' contact details",
  "orders.money": "see money figures",
  "orders.markPaid": "mark orders as paid",
  "orders.refund": "refund orders",
  "orders.export": "export orders",
  "dashboard.view": "see the store's figures",
  "customers.view": "see customers",
  "customers.export": "export customers",
  "catalog.view": "see the catalog",
  "catalog.availability": "switch a product's availability",
  "catalog.edit": "change the catalog",
  "settings.view": "see the store's settings",
  "settings.edit": "change the store's settings",
  "payments.manage": "manage payments",
  "staff.manage": "manage staff",
  "audit.view": "read the activity log",
  "store.delete": "delete the store",
  "platform.view": "see the platform's stores and figures",
  "platform.viewAs": "view a store as its merchant",
  "platform.manage": "change stores' standing or retry mail",
} as const;
export type TAction = keyof typeof ACTIONS;

const PLATFORM_ACTIONS: TAction[] = ["platform.view", "platform.viewAs", "platform.manage"];
const ALL = (Object.keys(ACTIONS) as TAction[]).filter((action) => !PLATFORM_ACTIONS.includes(action));
const OWNER_ONLY: TAction[] = ["payments.manage", "staff.manage", "store.delete"];
const ORDERS: TAction[] = [
  "account.self",
  "orders.view",
  "orders.update",
  "orders.customer",
  "orders.money",
  "orders.markPaid",
  "dashboard.view",
  "customers.view",
  "catalog.view",
  "catalog.availability",
];

/** The table of issue 43, "Roles": the server's rules; the screens follow them. */
export const ROLE_PERMISSIONS: Record<TRole | TPlatformRole, readonly TAction[]> = {
  owner: ALL,
  manager: ALL.filter((action) => !OWNER_ONLY.includes(action)),
  orders: ORDERS,
  kitchen: ["account.self", "orders.view", "orders.update"],
  operator: PLATFORM_ACTIONS,
  support: ["platform.view", "platform.viewAs"],
};

/**
 * What an operator viewing a store as its merchant may do there (issue 47 item 6): read everything
 * the owner reads, change nothing. Every write is refused besides (decision 0070).
 */
export const VIEW_AS_PERMISSIONS: readonly TAction[] = [
  "account.self",
  "orders.view",
  "orders.customer",
  "orders.money",
  "orders.export",
  "dashboard.view",
  "customers.view",
  "customers.export",
  "catalog.view",
  "settings.view",
  "audit.view",
];

export const can = (role: TRole | TPlatformRole | null | undefined, action: TAction): boolean =>
  role != null && ROLE_PERMISSIONS[role].includes(action);

export const forbiddenMessage = (action: TAction) => `You do not have permission to ${ACTIONS[action]}.`;

export const STAFF_MESSAGES = {
  lastOwner: "A store must keep at least one owner. Make another member owner first.",
  memberNotFound: "Member not found",
  inviteNotFound: "Invite not found",
  inviteExpired: "This invite has expired or was withdrawn. Ask the store's owner for a new one.",
  inviteUsed: "This invite has already been used.",
  alreadyMember: "This person is already a member of the store.",
  invitePending: "An invite to this email is already waiting. Withdraw it to send a new one.",
  storeNotFound: "You are not a member of this store.",
  noStores: "You are no longer a member of any store.",
  role: "Please choose a role",
  name: "Name is required",
} as const;

export const INVITE_DAYS = 7;

const role = z.enum(ROLES, { error: STAFF_MESSAGES.role });

export const ZInviteRequest = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.email })
    .trim()
    .max(254, AUTH_MESSAGES.email)
    .pipe(z.email(AUTH_MESSAGES.email))
    .transform((v) => v.toLowerCase()),
  role,
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

export const ZRoleChange = z.object({ role });

/** Accepting an invite: a new person's name and password, or nothing when signed in already. */
export const ZAcceptInvite = z.object({
  name: requiredText({ message: STAFF_MESSAGES.name, max: 100, label: "Name" }).optional(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .min(6, AUTH_MESSAGES.passwordMin)
    .max(256, "Password must be at most 256 characters")
    .optional(),
});

export const ZSwitchStore = z.object({ merchantId: z.uuid({ error: STAFF_MESSAGES.storeNotFound }) });

export interface TStoreMembership {
  merchantId: string;
  businessName: string;
  role: TRole;
}

export interface TStaffMember {
  id: string;
  personId: string;
  name: string;
  email: string;
  role: TRole;
  joinedAt: string;
  /** The signed-in person's own membership. */
  isYou: boolean;
}

export interface TStaffInvite {
  id: string;
  email: string;
  role: TRole;
  expiresAt: string;
  createdAt: string;
  invitedBy: string | null;
}

export interface TStaffList {
  members: TStaffMember[];
  invites: TStaffInvite[];
}

export interface TInviteCreated {
  id: string;
  url: string;
  expiresAt: string;
}

/** What the invite page shows before accepting (`GET /api/invites/{token}`). */
export interface TInvitePreview {
  businessName: string;
  email: string;
  role: TRole;
  expiresAt: string;
  /** An account with this email exists: accepting signs into it rather than creating one. */
  hasAccount: boolean;
}

/**
 * The signed-in person in the session's store (`GET /api/user`, the login's answer): the store as
 * before, with their role there, what that role may do, and every store they belong to.
 */
export interface TUser extends TMerchant {
  role: TRole;
  /**
   * An operator viewing this store as its merchant (issue 47 item 6): read-only until `endsAt`, then
   * the session is the operator's again. Null for the store's own people.
   */
  viewAs: TViewAs | null;
  permissions: TAction[];
  stores: TStoreMembership[];
  person: { id: string; name: string; email: string };
}
