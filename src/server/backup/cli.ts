import { processIo } from "#server/cli-io";
import { runBackup } from "./run-backup";

process.exitCode = await runBackup(process.argv.slice(2), processIo());
