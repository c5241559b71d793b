import path from "node:path";
import type { TPlatformRole } from "#contracts/staff";
import { copyFromDisk } from "#server/storage/copy-from-disk";
import { listFailedMail, retryFailedMail } from "./mail-commands";
import {
  type AdminContext,
  AdminError,
  changeMerchantStatus,
  listMerchants,
  type MerchantListing,
  resetPassword,
} from "./merchant-commands";
import { addOperator, removeOperator } from "./operator-commands";
import { textTable } from "./text-table";

export const USAGE = `Usage:
  npm run admin -- merchants list
  npm run admin -- merchants approve EMAIL
  npm run admin -- merchants reject EMAIL --reason "TEXT"
  npm run admin -- merchants suspend EMAIL [--reason "TEXT"]
  npm run admin -- operator add EMAIL --role operator|support
  npm run admin -- operator remove EMAIL
  npm run admin -- reset-password EMAIL
  npm run admin -- files migrate
  npm run admin -- mail failed
  npm run admin -- mail retry [ID ...]`;

export type AdminCommand =
  | { name: "merchants list" }
  | { name: "merchants reject" | "merchants suspend"; email: string; reason: string | null }
  | { name: "operator add"; email: string; role: TPlatformRole }
  | { name: "operator remove"; email: string }
  | { name: "files migrate" }
  | { name: "mail failed" }
  | { name: "mail retry"; ids: string[] }
  | { name: "merchants approve" | "reset-password"; email: string };

/** `--name value` among `args`, and the rest; null when it is not there. */
function option(args: string[], name: string): { value: string | null; rest: string[] } {
  const at = args.indexOf(name);
  if (at === -1) return { value: null, rest: args };
  const value = args[at + 1];
  if (value === undefined || !value.trim()) throw new AdminError(`${name} needs a value.\n\n${USAGE}`);
  return { value: value.trim(), rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** The command the arguments name, checked before any database is opened. */
export function parseCommand(args: string[]): AdminCommand {
  const [first, second, third, ...rest] = args;
  const needEmail = (name: string, email?: string) => {
    if (!email?.trim()) throw new AdminError(`"${name}" needs the merchant's email.\n\n${USAGE}`);
    return email;
  };
  const withEmail = (name: "merchants approve" | "reset-password", email?: string) => ({
    name,
    email: needEmail(name, email),
  });
  if (first === "merchants" && second === "list" && third === undefined) return { name: "merchants list" };
  if (first === "merchants" && second === "approve" && rest.length === 0)
    return withEmail("merchants approve", third);
  if (first === "merchants" && (second === "reject" || second === "suspend")) {
    const { value: reason, rest: left } = option(rest, "--reason");
    if (left.length === 0) {
      if (second === "reject" && !reason)
        throw new AdminError(`"merchants reject" needs --reason.\n\n${USAGE}`);
      return { name: `merchants ${second}`, email: needEmail(`merchants ${second}`, third), reason };
    }
  }
  if (first === "operator" && second === "add") {
    const { value: role, rest: left } = option(rest, "--role");
    if (role !== "operator" && role !== "support")
      throw new AdminError(`"operator add" needs --role operator or --role support.\n\n${USAGE}`);
    if (left.length === 0) return { name: "operator add", email: needEmail("operator add", third), role };
  }
  if (first === "operator" && second === "remove" && rest.length === 0)
    return { name: "operator remove", email: needEmail("operator remove", third) };
  if (first === "reset-password" && third === undefined) return withEmail("reset-password", second);
  if (first === "files" && second === "migrate" && third === undefined) return { name: "files migrate" };
  if (first === "mail" && second === "failed" && third === undefined) return { name: "mail failed" };
  if (first === "mail" && second === "retry") return { name: "mail retry", ids: args.slice(2) };
  const given = args.length > 0 ? `Unknown command "${args.join(" ")}".` : "No command given.";
  throw new AdminError(`${given}\n\n${USAGE}`);
}

/** Runs the command and returns what the operator is shown, line by line. */
export async function runCommand(command: AdminCommand, context: AdminContext): Promise<string[]> {
  switch (command.name) {
    case "merchants list":
      return merchantTable(await listMerchants(context));
    case "merchants approve": {
      const store = await changeMerchantStatus(context, command.email, "approve", null);
      return [`Approved ${store.email}: ${store.businessName} is live at /microsite/${store.businessSlug}.`];
    }
    case "merchants reject": {
      const store = await changeMerchantStatus(context, command.email, "reject", command.reason);
      return [
        `Rejected ${store.email}: ${store.businessName} stays off the platform; its merchant is told why at sign-in.`,
      ];
    }
    case "merchants suspend": {
      const reason = command.reason ?? "Suspended by the platform's operator.";
      const store = await changeMerchantStatus(context, command.email, "suspend", reason);
      return [
        `Suspended ${store.email}: ${store.businessName} is off the marketplace and its pages answer ` +
          "'This store is temporarily unavailable'; its merchant still signs in to work open orders.",
        `Undo with: npm run admin -- merchants approve ${store.email}`,
      ];
    }
    case "operator add":
      return addOperator(context, command.email, command.role);
    case "operator remove":
      return removeOperator(context, command.email);
    case "reset-password": {
      const password = await resetPassword(context, command.email);
      return [
        `New password for ${command.email.trim().toLowerCase()} (shown once; every session it had is ended):`,
        password,
      ];
    }
    case "files migrate":
      return migrateFiles(context);
    case "mail failed":
      return listFailedMail(context);
    case "mail retry":
      return retryFailedMail(context, command.ids);
  }
}

/** Moves the files kept on this machine's disk into the storage every process reads. */
async function migrateFiles({ storage, dataDir }: AdminContext): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  if (storage.driver === "disk") {
    return [
      `Files are kept on the local disk (${root}): nothing to move. Set FILE_STORAGE to postgres or s3 first.`,
    ];
  }
  const { copied, alreadyThere } = await copyFromDisk(root, storage);
  const total = (counts: typeof copied) => counts.public + counts.private;
  return [
    `Copied ${copied.public} public and ${copied.private} private file(s) from ${root} into ${storage.description}; ` +
      `${total(alreadyThere)} were already there.`,
    total(copied) + total(alreadyThere) === 0
      ? "There were no files to move."
      : `Their addresses are unchanged. The copies on disk are left as they were: remove ${root} once the app serves every file.`,
  ];
}

function merchantTable(stores: MerchantListing[]): string[] {
  if (stores.length === 0) return ["No merchants yet."];
  const rows = [
    ["STATUS", "EMAIL", "SLUG", "NAME", "CREATED"],
    ...stores.map((s) => [s.status, s.email, s.businessSlug, s.businessName, s.createdAt.toISOString()]),
  ];
  const lines = textTable(rows);
  const pending = stores.filter((s) => s.status === "pending").length;
  return [...lines, `${stores.length} merchant(s), ${pending} waiting for approval.`];
}
