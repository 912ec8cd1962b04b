import { networkInterfaces } from "node:os";

/**
 * Hosts besides `localhost` the development server can be opened at: the loopback addresses and every address of
 * this machine's interfaces (the "Network" URL `next dev` prints). Next.js refuses its development resources
 * (scripts, hot reload) to pages opened at any other host, and the page then never becomes interactive.
 */
export function devServerHosts(): string[] {
  const hosts = new Set(["127.0.0.1", "[::1]"]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family, internal } of addresses ?? []) {
      if (internal && address !== "127.0.0.1") continue;
      hosts.add(family === "IPv6" ? `[${address.split("%")[0]}]` : address);
    }
  }
  return [...hosts];
}
