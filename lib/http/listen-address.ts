import { isIP } from "node:net";

// Where `npm start -- --hostname <address>` (and `npm run dev`) makes Next.js listen. Behind nginx the app
// should listen on 127.0.0.1 only. Next.js cannot be told that literally: its middleware sees every loopback
// host as "localhost" while its router keeps the literal address, so each middleware rewrite (the /cars?…
// stock list) looks like one to another origin and is proxied over the network — to https://localhost:PORT,
// which fails, when the proxy in front says X-Forwarded-Proto: https. So 127.0.0.1 is given to Next.js as
// "localhost", with Node told to resolve names to IPv4 first: it still binds 127.0.0.1 alone.

export type ListenOptions = { args: string[]; nodeOptions?: string };

const IPV4_FIRST = "--dns-result-order=ipv4first";

/** The `--hostname` value of the launcher's arguments, if any (`--hostname X`, `--hostname=X`, `-H X`). */
export function hostnameArgument(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--hostname" || arg === "-H") return argv[index + 1];
    if (arg.startsWith("--hostname=")) return arg.slice("--hostname=".length);
  }
  return undefined;
}

/** `next dev|start` arguments (and NODE_OPTIONS to add) for listening on `hostname`; none: every interface. */
export function listenOptions(hostname: string | undefined): ListenOptions {
  const host = hostname?.trim();
  if (!host) return { args: [] };
  if (host === "127.0.0.1" || host.toLowerCase() === "localhost") {
    return { args: ["--hostname", "localhost"], nodeOptions: IPV4_FIRST };
  }
  if (/^127\./.test(host) || host === "::1" || host === "[::1]") {
    throw new Error(`--hostname ${host}: of the loopback addresses only 127.0.0.1 is supported`);
  }
  if (!isIP(host) && !/^[a-z0-9.-]+$/i.test(host)) throw new Error(`--hostname ${host} is not an address`);
  return { args: ["--hostname", host] };
}

/** NODE_OPTIONS with `extra` added to what is already there. */
export function withNodeOptions(current: string | undefined, extra: string | undefined): string | undefined {
  if (!extra) return current;
  return current?.trim() ? `${current.trim()} ${extra}` : extra;
}
