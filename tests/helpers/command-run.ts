import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { CliIo } from "#server/cli-io";

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command's run in this process (runAdmin, runBackup) with `env` as its whole environment. */
export async function runInProcess(
  run: (args: string[], io: CliIo) => Promise<number>,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  let stdout = "";
  let stderr = "";
  const code = await run(args, {
    env,
    stdout: {
      write: (text: string) => {
        stdout += text;
      },
    },
    stderr: {
      write: (text: string) => {
        stderr += text;
      },
    },
  });
  return { code, stdout, stderr };
}

/**
 * A command's bin file (`node --import tsx FILE …`) as its own process, as an operator's shell runs
 * it: this process's environment without DATABASE_URL, with `env` on top.
 */
export async function runAsProcess(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const { DATABASE_URL: _, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", file, ...args],
      {
        env: { ...inherited, ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
