import { expect, test } from "@playwright/test";

import { stock } from "./showroom-helpers";

// The phone's contact bar of a car page (docs/showroom.md): WhatsApp, call and proposal stay at the bottom of the
// screen while the shopper reads the car, each click tracked like the button it repeats, and the bar covers
// neither the footer nor what the shopper types. A laptop has the contact buttons and the proposal beside the
// photos: no bar there.

test("a phone keeps WhatsApp, call and proposal at the bottom of a car page; a laptop shows no bar", async ({
  page,
  request,
}, testInfo) => {
  const car = (await stock(request))[4]!;
  // sendBeacon bodies are not visible to request listeners: record them on their way out instead.
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { beacons: unknown[] }).beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/analytics/track") && data instanceof Blob)
        void data.text().then((text) => sent.push(JSON.parse(text)));
      return original(url, data);
    };
  });
  const beacons = () =>
    page.evaluate(() => (window as unknown as { beacons: Array<{ carId: string; action: string }> }).beacons);
  await page.goto(`/car/${car.id}`);
  const bar = page.getByTestId("car-contact-bar");
  if (testInfo.project.name !== "mobile") {
    await expect(bar).toBeHidden();
    return;
  }

  // Read down to the specifications: the buttons at the top are gone, the bar sits on the screen's bottom edge.
  await page.getByRole("heading", { name: "Especificações" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("car-whatsapp")).not.toBeInViewport();
  await expect(bar).toBeInViewport({ ratio: 1 });
  const height = page.viewportSize()!.height;
  const box = (await bar.boundingBox())!;
  expect(Math.abs(box.y + box.height - height)).toBeLessThanOrEqual(1);
  for (const [repeat, original] of [
    ["car-bar-whatsapp", "car-whatsapp"],
    ["car-bar-call", "car-call"],
  ] as const) {
    await expect(bar.getByTestId(repeat)).toHaveAttribute(
      "href",
      (await page.getByTestId(original).getAttribute("href"))!,
    );
    const target = bar.getByTestId(repeat);
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Nothing leaves the machine: the link's own navigation (the messaging app, the dialer) is cancelled.
    await target.evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  }
  await bar.getByTestId("car-bar-whatsapp").click();
  await expect.poll(beacons).toContainEqual({ carId: car.id, action: "whatsapp_click" });
  await bar.getByTestId("car-bar-call").click();
  await expect.poll(beacons).toContainEqual({ carId: car.id, action: "phone_click" });

  // 'Proposta' goes to the form; while the shopper types, the bar steps aside for the keyboard.
  await bar.getByTestId("car-bar-proposal").click();
  await expect(page.getByRole("heading", { name: "Faça sua proposta" })).toBeInViewport();
  const name = page.getByRole("form", { name: "Enviar proposta" }).getByLabel("Nome");
  await name.focus();
  await expect(bar).toBeHidden();
  await name.blur();
  await expect(bar).toBeVisible();

  // At the end of the page the bar rests in its own place above the footer, covering none of it.
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.getByRole("contentinfo").boundingBox())!;
  const resting = (await bar.boundingBox())!;
  expect(resting.y + resting.height).toBeLessThanOrEqual(footer.y + 1);

  // A sold car takes no proposal: its bar offers WhatsApp and call.
  const sold = (await stock(request, "sold"))[0]!;
  await page.goto(`/car/${sold.id}`);
  await expect(page.getByTestId("car-contact-bar").getByRole("link")).toHaveText(["WhatsApp", "Ligar"]);
});
