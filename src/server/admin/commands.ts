import {
  type AdminContext,
  AdminError,
  approveMerchant,
  listMerchants,
  type MerchantListing,
  resetPassword,
  suspendMerchant,
} from "./merchant-commands";

export const USAGE = `Usage:
  npm run admin -- merchants list
  npm run admin -- merchants approve EMAIL
  npm run admin -- merchants suspend EMAIL
  npm run admin -- reset-password EMAIL`;

export type AdminCommand =
  | { name: "merchants list" }
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
  }
}

function merchantTable(stores: MerchantListing[]): string[] {
  if (stores.length === 0) return ["No merchants yet."];
  const rows = [
    ["STATUS", "EMAIL", "SLUG", "NAME", "CREATED"],
    ...stores.map((s) => [s.status, s.email, s.businessSlug, s.businessName, s.createdAt.toISOString()]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
  const pending = stores.filter((s) => s.status === "pending").length;
  return [...lines, `${stores.length} merchant(s), ${pending} waiting for approval.`];
}
