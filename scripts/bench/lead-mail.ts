// `npm run bench:lead-mail [-- --leads 40] [--data-dir dir]`: how long a lead's owner waits for the e-mail. The
// production build (npm run build first) is started as `npm start` runs it, on a fresh DATA_DIR with the demo
// accounts (the demo vendedor receives every lead), its SMTP_URL pointing at a real SMTP server (`smtp-server`)
// started here. Leads are sent one after another, a second apart; for each, the time from sending
// POST /api/contact-tickets to the 'Novo lead' message arriving in the SMTP server. Prints p50/p90/max.
import { existsSync } from "node:fs";
import path from "node:path";

import { startSite } from "@/tests/helpers/app-server";
import { startMailServer } from "@/tests/helpers/mail-server";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  const leads = Number(option("leads", "40"));
  const mail = await startMailServer();
  console.log(
    `SMTP server on ${mail.url}; starting the site (npm start on a fresh DATA_DIR, demo accounts on)…`,
  );
  const dataDir = process.argv.includes("--data-dir") ? path.resolve(option("data-dir", "")) : undefined;
  const site = await startSite({ env: { DEMO_ACCOUNTS: "1", SMTP_URL: mail.url }, dataDir });
  try {
    const latencies: number[] = [];
    for (let index = 0; index < leads; index++) {
      const name = `Bench Lead ${index} ${Date.now()}`;
      const started = Date.now();
      const response = await fetch(`${site.baseUrl}/api/contact-tickets`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          // Each lead from its own address: the contact form's rate limit is not what is measured.
          "X-Forwarded-For": `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
        },
        body: JSON.stringify({
          name,
          email: `bench.lead.${index}@example.com`,
          phone: "(11) 98765-4321",
          message: "Ainda está disponível?",
        }),
      });
      if (response.status !== 201)
        throw new Error(`lead ${index}: HTTP ${response.status} ${await response.text()}`);
      const received = await mail.waitFor(
        (message) => message.parsed.subject?.startsWith(`Novo lead: ${name} —`) === true,
        60_000,
      );
      latencies.push(received.receivedAt - started);
      await sleep(1_000);
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `lead created → owner's e-mail in the SMTP server: n=${latencies.length} p50=${ms(percentile(latencies, 50))} ` +
        `p90=${ms(percentile(latencies, 90))} max=${ms(Math.max(...latencies))}`,
    );
  } finally {
    await site.stop();
    await mail.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
