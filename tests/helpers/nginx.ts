import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";

import { freePort, tempDataDir } from "./app-server";

// Runs Debian's nginx (package nginx-light) on loopback for tests and benchmarks: either the deployment config
// of deploy/nginx/dealership.conf in front of a running app, or a plain static file server.

export const NGINX = "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
export const DEPLOY_CONFIG = path.resolve("deploy/nginx/dealership.conf");

export type Nginx = { baseUrl: string; port: number; dir: string; stop(): Promise<void> };

export function assertNginxInstalled(): void {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install -y nginx-light libnginx-mod-http-brotli-filter`);
}

export const hasBrotli = () => existsSync(BROTLI_MODULE);

async function run(httpBlock: string, dir: string, port: number): Promise<Nginx> {
  assertNginxInstalled();
  for (const sub of ["logs", "tmp"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // Workers run as the current user, so they can use the temporary folders this process created.
  const user = userInfo();
  const main = `
${hasBrotli() ? `load_module ${BROTLI_MODULE};` : ""}
${user.uid === 0 ? "user root root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${httpBlock}
}
`;
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, main);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", configFile], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(path.join(dir, "logs/error.log"))
        ? readFileSync(path.join(dir, "logs/error.log"), "utf8")
        : "";
      throw new Error(`nginx exited: ${stderr}${log}`);
    }
    try {
      await fetch(`${baseUrl}/__nginx_probe__`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    port,
    dir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        process.kill(-child.pid!, "SIGQUIT");
      }),
  };
}

/** deploy/nginx/dealership.conf, listening on a free loopback port, in front of the app at `appPort`. */
export async function startProxy(appPort: number): Promise<Nginx> {
  const dir = tempDataDir("dealership-nginx");
  const port = await freePort();
  const cacheDir = path.join(dir, "cache");
  mkdirSync(cacheDir, { recursive: true });
  chmodSync(cacheDir, 0o755);
  const config = readFileSync(DEPLOY_CONFIG, "utf8")
    .replace("server 127.0.0.1:3000;", `server 127.0.0.1:${appPort};`)
    .replaceAll("/var/cache/nginx/dealership", cacheDir)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/^\s*brotli.*$/gm, (line) => (hasBrotli() ? line : ""));
  if (config.includes(":3000;") || !config.includes(`127.0.0.1:${port}`)) {
    throw new Error(
      "deploy/nginx/dealership.conf no longer has the upstream/listen lines this harness rewrites",
    );
  }
  return run(config, dir, port);
}

/** A static server answering `files` (URL path → file body) byte for byte, for benchmarks' baselines. */
export async function startStatic(
  files: Record<string, Buffer>,
  contentType = "text/html; charset=utf-8",
): Promise<Nginx> {
  const dir = tempDataDir("dealership-static");
  const port = await freePort();
  const root = path.join(dir, "www");
  mkdirSync(root, { recursive: true });
  for (const [urlPath, body] of Object.entries(files)) {
    const file = path.join(root, urlPath.replace(/^\//, ""));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  const [type, ...rest] = contentType.split(";");
  const charset = rest.join(";").match(/charset=([^;]+)/)?.[1];
  const server = `
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      default_type ${type};
      types { }
      ${charset ? `charset ${charset};` : ""}
      try_files $uri =404;
    }
  }`;
  return run(server, dir, port);
}
