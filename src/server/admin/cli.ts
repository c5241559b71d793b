import { processIo } from "#server/cli-io";
import { runAdmin } from "./run-admin";

process.exitCode = await runAdmin(process.argv.slice(2), processIo());
