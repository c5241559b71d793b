import { type AppConfig, ConfigError, parseConfig } from "./config";

/**
 * What a command reads and writes: the process's own when run from a shell (processIo), a test's
 * when it runs the command in its own process.
 */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export const processIo = (): CliIo => ({ env: process.env, stdout: process.stdout, stderr: process.stderr });

/**
 * The settings, or null once every value that cannot be used is on stderr, one line each and no
 * stack trace: how the server, `npm run admin` and the backup commands all refuse them (then exit 1).
 */
export function configOrRefusal(io: CliIo, prefix = ""): AppConfig | null {
  try {
    return parseConfig(io.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) io.stderr.write(`${prefix}${problem}\n`);
    return null;
  }
}
