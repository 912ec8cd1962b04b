import { networkInterfaces } from "node:os";

import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { tempDataDir } from "../helpers/app-server";

import { npmStart, type NpmApp } from "./app-process";

// `npm run dev` as a newcomer runs it, opened in a real browser at the addresses the dev server prints besides
// localhost: the page must become interactive, and the desktop zoom modal and the phone viewer must open.

const lanAddress = Object.values(networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .find((address) => address.family === "IPv4" && !address.internal)?.address;

let app: NpmApp;
let browser: Browser;
let carPath: string;

beforeAll(async () => {
  app = await npmStart(tempDataDir("dealership-dev"), "dev");
  const { cars } = (await (await fetch(`${app.baseUrl}/api/cars`)).json()) as {
    cars: Array<{ id: string; images: unknown[] }>;
  };
  carPath = `/car/${cars.find((car) => car.images.length >= 2)!.id}`;
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  // The first visit compiles the page; later ones are quick.
  const warmUp = await browser.newPage();
  await warmUp.goto(`${app.baseUrl}${carPath}`, { timeout: 300_000 });
  await warmUp.close();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (app) {
    process.kill(app.npm.pid!, "SIGTERM");
    await Promise.race([app.exit, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    app.kill();
  }
}, 60_000);

/**
 * Clicks the main photo until its overlay shows and is still open a moment later (clicks before hydration do
 * nothing); false if that never happens within a minute.
 */
async function overlayOpensOnClick(page: Page, overlay: string): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await page.getByTestId("gallery-main").click();
    await page.waitForTimeout(1_500);
    if (await page.getByTestId(overlay).isVisible()) return true;
  }
  return false;
}

const hosts = ["127.0.0.1", ...(lanAddress ? [lanAddress] : [])];

describe("the dev server opened at a non-localhost address", () => {
  for (const host of hosts) {
    it(`at ${host}: a click on the photo opens the desktop zoom modal`, async () => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      try {
        await page.goto(`${app.baseUrl.replace("127.0.0.1", host)}${carPath}`);
        expect(await overlayOpensOnClick(page, "zoom-modal")).toBe(true);
      } finally {
        await page.close();
      }
    }, 180_000);
  }

  it("on a phone: a tap on the photo opens the full-screen viewer", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}${carPath}`);
      expect(await overlayOpensOnClick(page, "phone-viewer")).toBe(true);
    } finally {
      await context.close();
    }
  }, 180_000);
});
