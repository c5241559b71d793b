import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPostgresDatabase } from "#tests/helpers/test-database";
import { freePort, type RunningServer, startServer, waitUntilHealthy } from "./server";

export const NGINX = "/usr/sbin/nginx";

/** What stops the two-process journey from running here, or null when it can run. */
export function clusterUnavailable(): string | null {
  if (!process.env.DATABASE_URL) return "needs DATABASE_URL (a PostgreSQL server the processes share)";
  if (!existsSync(NGINX)) return `needs Debian's nginx at ${NGINX} (.ci/run installs it)`;
  return null;
}

export interface Cluster {
  /** The proxy's address: what shoppers and merchants use. */
  url: string;
  /** Each app process's own address, for a request that must reach one process in particular. */
  processes: RunningServer[];
  /** Everything the processes and the proxy printed, for a failed test's attachments. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * What an operator runs when one machine is not enough: `count` app processes, each with its own
 * DATA_DIR and no SESSION_SECRET, started at the same moment on one new PostgreSQL database, with
 * nginx in front sending requests round robin. The demo stores are seeded by whichever process gets
 * there first.
 */
export async function startCluster(count = 2): Promise<Cluster> {
  const database = await createPostgresDatabase("scaleout");
  const env = { DATABASE_URL: database.url, TRUST_PROXY: "loopback" };
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServer(env)));
  const processes = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const dropDatabase = database.drop;
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(processes.map((p) => p.stop()));
    await dropDatabase();
    throw (failed as PromiseRejectedResult).reason;
  }
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  try {
    proxy = await startNginx(processes.map((p) => p.baseUrl));
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()));
    await dropDatabase();
    throw error;
  }
  return {
    url: proxy.url,
    processes,
    output: () =>
      [
        ...processes.map((p, i) => `--- process ${i + 1}\n${p.output()}`),
        `--- nginx\n${proxy.output()}`,
      ].join("\n"),
    async stop() {
      await proxy.stop();
      await Promise.all(processes.map((p) => p.stop()));
      await dropDatabase();
    },
  };
}

/** nginx on a free port, round robin over `upstreams`, with nothing of its own outside a temporary folder. */
async function startNginx(upstreams: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "storefront-nginx-"));
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, temp));
  const port = await freePort();
  const servers = upstreams.map((u) => `    server ${new URL(u).host};`).join("\n");
  // As root, nginx's workers would run as nobody, who cannot write an upload's body into this folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const logged = () => {
    const log = path.join(dir, "error.log");
    return output + (existsSync(log) ? readFileSync(log, "utf8") : "");
  };
  try {
    await waitUntilHealthy(url, child, logged);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    output: logged,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
