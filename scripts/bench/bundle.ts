// `npm run bench:bundle`: the JavaScript each showroom page makes Chromium download on a first visit (empty
// cache), as received on the wire (compressed), for /, /cars and a car page of the production build (npm run
// build first). Target: ≤ 175 KB per page; the framework alone is about 132 KB.
import { existsSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { startSite } from "@/tests/helpers/app-server";

const TARGET_KB = 175;
const CHROMIUM = "/usr/bin/chromium";

async function main() {
  if (!existsSync(path.resolve(".next/BUILD_ID")))
    throw new Error("no production build: run `npm run build` first");
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install -y chromium)`);
  console.log("Starting the site (npm start on a fresh DATA_DIR with the demo stock)…");
  const site = await startSite();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const { cars } = (await (await fetch(`${site.baseUrl}/api/cars`)).json()) as {
      cars: Array<{ id: string }>;
    };
    const pages = ["/", "/cars", `/car/${cars[0]!.id}`];
    const rows = [];
    for (const pagePath of pages) {
      for (const viewport of [
        { name: "phone", width: 390, height: 844 },
        { name: "desktop", width: 1366, height: 768 },
      ]) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        const scripts = new Map<string, string>();
        const bytes = new Map<string, number>();
        cdp.on("Network.responseReceived", (event) => {
          if (event.type === "Script") scripts.set(event.requestId, event.response.url);
        });
        cdp.on("Network.loadingFinished", (event) => {
          if (scripts.has(event.requestId)) bytes.set(event.requestId, event.encodedDataLength);
        });
        await page.goto(`${site.baseUrl}${pagePath}`, { waitUntil: "networkidle" });
        await page.waitForTimeout(500);
        const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
        const kb = total / 1024;
        rows.push({
          page: pagePath.startsWith("/car/") ? "/car/{id}" : pagePath,
          viewport: viewport.name,
          "script files": bytes.size,
          "JS KB (wire)": Number(kb.toFixed(1)),
          target: TARGET_KB,
          ok: kb <= TARGET_KB ? "yes" : "NO",
        });
        await context.close();
      }
    }
    console.log("\nJavaScript received on a first visit (compressed, as on the wire):");
    console.table(rows);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
