import path from "node:path";
import { copyFromDisk } from "#server/storage/copy-from-disk";
import { listFailedMail, retryFailedMail } from "./mail-commands";
import {
  type AdminContext,
  AdminError,
  approveMerchant,
  listMerchants,
  type MerchantListing,
  resetPassword,
  suspendMerchant,
} from "./merchant-commands";
import { textTable } from "./text-table";

export const USAGE = `Usage:
  npm run admin -- merchants list
  npm run admin -- merchants approve EMAIL
  npm run admin -- merchants suspend EMAIL
  npm run admin -- reset-password EMAIL
  npm run admin -- files migrate
  npm run admin -- mail failed
  npm run admin -- mail retry [ID ...]`;

export type AdminCommand =
  | { name: "merchants list" }
  | { name: "files migrate" }
  | { name: "mail failed" }
  | { name: "mail retry"; ids: string[] }
  | { name: "merchants approve" | "merchants suspend" | "reset-password"; email: string };

/** The command the arguments name, checked before any database is opened. */
export function parseCommand(args: string[]): AdminCommand {
  const [first, second, third, ...rest] = args;
  const withEmail = (name: "merchants approve" | "merchants suspend" | "reset-password", email?: string) => {
    if (!email?.trim()) throw new AdminError(`"${name}" needs the merchant's email.\n\n${USAGE}`);
    return { name, email };
  };
  if (first === "merchants" && second === "list" && third === undefined) return { name: "merchants list" };
  if (first === "merchants" && (second === "approve" || second === "suspend") && rest.length === 0) {
    return withEmail(`merchants ${second}`, third);
  }
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
      const store = await approveMerchant(context, command.email);
      return [`Approved ${store.email}: ${store.businessName} is live at /microsite/${store.businessSlug}.`];
    }
    case "merchants suspend": {
      const store = await suspendMerchant(context, command.email);
      return [
        `Suspended ${store.email}: ${store.businessName} is off the marketplace, its microsite answers ` +
          "'Store Not Found', and its merchant is signed out and cannot sign in.",
        `Undo with: npm run admin -- merchants approve ${store.email}`,
      ];
    }
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
