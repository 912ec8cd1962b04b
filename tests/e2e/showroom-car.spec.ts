import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { carWithPhotos, stock, toast } from "./showroom-helpers";

/** The names of the thumbnails the strip shows whole, left to right. */
function thumbnailsInView(page: Page): Promise<string[]> {
  return page.getByTestId("gallery-thumbnails").evaluate((strip) => {
    const box = strip.getBoundingClientRect();
    return Array.from(strip.querySelectorAll("button"))
      .filter((button) => {
        const rect = button.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      })
      .map((button) => button.getAttribute("aria-label") ?? "");
  });
}

/** axe-core's findings inside the open photo dialog, summarised. */
async function dialogViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
  );
}

/** How far (px, rounded) the current photo sits from the gallery's frame: 0 once it has slid into place. */
async function photoOffset(page: Page): Promise<number> {
  const frame = (await page.getByTestId("car-gallery").boundingBox())!;
  const photo = (await page.getByTestId("gallery-main").boundingBox())!;
  return Math.round(Math.abs(photo.x - frame.x));
}

function thumbnailNames(first: number, last: number, count: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, offset) => `Ver foto ${first + offset} de ${count}`);
}

/**
 * A real swipe through the browser's touch input (touchstart, moves, touchend, with their pointer events), from
 * x to x + dx. `slow` pauses before lifting the finger, so the release carries no speed; otherwise it is a flick.
 */
async function touchSwipe(page: Page, x: number, y: number, dx: number, slow: boolean) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", at?: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: at === undefined ? [] : [{ x: at, y }] });
  await touch("touchStart", x);
  for (let step = 1; step <= 5; step++) await touch("touchMove", x + (dx * step) / 5);
  if (slow) await page.waitForTimeout(300);
  await touch("touchEnd");
  await cdp.detach();
}

test("gallery: previous/next wrap around, thumbnails show 4 and move by 1, dots jump", async ({
  page,
  request,
}) => {
  const car = await carWithPhotos(request, 5);
  const count = car.images.length;
  await page.goto(`/car/${car.id}`);
  const counter = page.getByTestId("gallery-counter");
  await expect(counter).toHaveText(`1 / ${count}`);

  // The first photo is the page's LCP candidate: preloaded, high priority, not lazy.
  const main = page.getByTestId("gallery-main").locator("img");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("loading", "eager");
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  const gallery = page.getByTestId("car-gallery");
  await gallery.getByRole("button", { name: "Foto anterior" }).click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await gallery.getByRole("button", { name: "Próxima foto" }).click();
  await expect(counter).toHaveText(`1 / ${count}`);

  const nextThumbs = gallery.getByRole("button", { name: "Próximas miniaturas" });
  const previousThumbs = gallery.getByRole("button", { name: "Miniaturas anteriores" });
  await expect(previousThumbs).toBeDisabled();
  await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(1, 4, count));
  await nextThumbs.click();
  await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(2, 5, count));
  await gallery.getByRole("button", { name: `Ver foto 5 de ${count}` }).click();
  await expect(counter).toHaveText(`5 / ${count}`);
  await expect(gallery.getByRole("button", { name: `Ver foto 5 de ${count}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // The photo that slid in is the one the visitor sees.
  await expect.poll(() => photoOffset(page)).toBe(0);

  const dots = page.getByTestId("gallery-dots").getByRole("button");
  await expect(dots).toHaveCount(count);
  await dots.nth(2).click();
  await expect(counter).toHaveText(`3 / ${count}`);
  // The strip moves just enough to show the current photo's thumbnail.
  await dots.nth(count - 1).click();
  await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(count - 3, count, count));
});

test("WhatsApp and call buttons: the car's text with the dealer's number prefixed 55", async ({
  page,
  request,
}) => {
  const car = (await stock(request)).find((candidate) => !candidate.whatsappMessage)!;
  await page.goto(`/car/${car.id}`);
  const whatsapp = page.getByTestId("car-whatsapp");
  const href = (await whatsapp.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
  expect(decodeURIComponent(href.split("text=")[1]!)).toBe(
    `Olá! Tenho interesse no ${car.brand} ${car.model} ${car.year}. Poderia me fornecer mais informações?`,
  );
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(page.getByTestId("car-call")).toHaveAttribute("href", "tel:+551134567890");

  const custom = (await stock(request)).find((candidate) => candidate.whatsappMessage);
  if (custom) {
    await page.goto(`/car/${custom.id}`);
    const customHref = (await page.getByTestId("car-whatsapp").getAttribute("href"))!;
    expect(decodeURIComponent(customHref.split("text=")[1]!)).toBe(custom.whatsappMessage);
  }
});

/** The proposal form, once the visitor has scrolled to it (it is loaded when its place nears the screen). */
async function scrollToProposal(page: Page) {
  await page.getByRole("heading", { name: "Faça sua proposta" }).scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Enviar proposta" });
  await expect(form).toBeVisible();
  return form;
}

test("proposal form: below the fold, its code is only downloaded as the visitor scrolls near it", async ({
  page,
  request,
}) => {
  const car = (await stock(request))[0]!;
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  await page.goto(`/car/${car.id}`);
  await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: "Enviar proposta" });
  await expect(form).toHaveCount(0);
  const loadedWithPage = scripts.length;
  // Until then an outline holds the form's place, so nothing below it moves when the form comes in.
  const section = page.getByRole("region", { name: "Faça sua proposta" });
  const placeholderHeight = (await section.boundingBox())!.height;

  await page.getByRole("heading", { name: "Faça sua proposta" }).scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
  await expect(form.getByLabel("Nome")).toBeEditable();
  const formHeight = (await section.boundingBox())!.height;
  expect(Math.abs(formHeight - placeholderHeight)).toBeLessThanOrEqual(4);
});

test("proposal form: required fields and phone errors, then 'Enviando...' and a confirmation in its place", async ({
  page,
  request,
}) => {
  const car = (await stock(request))[0]!;
  await page.goto(`/car/${car.id}`);
  const form = await scrollToProposal(page);
  const submit = form.getByRole("button", { name: "Enviar Proposta" });

  await submit.click();
  await expect(toast(page, "Por favor, preencha todos os campos obrigatórios.")).toBeVisible();
  await expect(form.getByLabel("Nome")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Nome").fill("Carlos Pereira");
  await form.getByLabel("E-mail").fill("carlos@example.com");
  await form.getByLabel("Telefone").pressSequentially("119876");
  await expect(form.getByLabel("Telefone")).toHaveValue("(11) 9876");
  await form.getByLabel("Mensagem").fill("Aceitam meu carro na troca?");
  await submit.click();
  await expect(toast(page, "Por favor, digite um telefone válido (10 ou 11 dígitos).")).toBeVisible();

  await form.getByLabel("Telefone").fill("");
  await form.getByLabel("Telefone").pressSequentially("11987654321");
  await expect(form.getByLabel("Telefone")).toHaveValue("(11) 98765-4321");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact-tickets", async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(form.getByRole("button", { name: "Enviando..." })).toBeDisabled();
  release();
  await expect(
    toast(page, "Proposta enviada com sucesso! Nossa equipe entrará em contato em breve."),
  ).toBeVisible();
  // The form's place says it is sent and what happens next, in view and focused (read by a screen reader).
  const sent = page.getByTestId("proposal-sent");
  await expect(sent).toBeInViewport();
  await expect(sent.getByRole("heading", { name: "Proposta enviada!" })).toBeFocused();
  await expect(sent).toContainText(`${car.brand} ${car.model} ${car.year}`);
  await expect(sent).toContainText("(11) 98765-4321");
  await expect(sent).toContainText("carlos@example.com");
  await expect(sent.getByRole("link", { name: "Conversar no WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/55/,
  );
  await expect(form).toBeHidden();
  // Another proposal starts from an empty form.
  await sent.getByRole("button", { name: "Enviar outra proposta" }).click();
  await expect(page.getByTestId("proposal-form").getByLabel("Nome")).toHaveValue("");
  await expect(
    page.getByTestId("proposal-form").getByRole("button", { name: "Enviar Proposta" }),
  ).toBeEnabled();
});

test("proposal form: a failed send shows the error toast", async ({ page, request }) => {
  const car = (await stock(request))[1]!;
  await page.goto(`/car/${car.id}`);
  await page.route("**/api/contact-tickets", (route) =>
    route.fulfill({ status: 500, json: { error: "Erro interno do servidor. Tente novamente." } }),
  );
  const form = await scrollToProposal(page);
  await form.getByLabel("Nome").fill("Carlos");
  await form.getByLabel("E-mail").fill("carlos@example.com");
  await form.getByLabel("Telefone").pressSequentially("1134567890");
  await form.getByLabel("Mensagem").fill("Proposta");
  await form.getByRole("button", { name: "Enviar Proposta" }).click();
  await expect(toast(page, "Erro ao enviar proposta. Tente novamente.")).toBeVisible();
  await expect(form.getByLabel("Nome")).toHaveValue("Carlos");
});

test("a sold car stays online marked 'Vendido', without the proposal form, with similar available cars", async ({
  page,
  request,
}) => {
  const sold = (await stock(request, "sold"))[0]!;
  const response = await page.goto(`/car/${sold.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("sold-badge")).toHaveText("Vendido");
  await expect(page.getByRole("heading", { name: "Faça sua proposta" })).toHaveCount(0);
  await expect(page.getByTestId("proposal-form")).toHaveCount(0);
  const similar = page.getByTestId("similar-cars").getByTestId("car-card");
  await expect(similar).toHaveCount(4);
  const available = new Set((await stock(request)).map((car) => car.id));
  for (const id of await similar.evaluateAll((cards) =>
    cards.map((card) => card.getAttribute("data-car-id")),
  ))
    expect(available.has(id!)).toBe(true);
});

test("an unknown car id and an unknown path answer HTTP 404 with the 404 page", async ({ page }) => {
  for (const path of ["/car/cnotarealcar000000000000", "/uma-pagina-que-nao-existe"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver carros em estoque" })).toHaveAttribute("href", "/cars");
  }
});

// The photo viewers depend on the viewport (under 468 px the full-screen viewer, above it the zoom modal), so these
// run at that size in both projects.
test.describe("on a phone (390 × 844, touch)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("gallery: the photo follows the finger; released past 30 px it changes, short of it it springs back", async ({
    page,
    request,
  }) => {
    const car = await carWithPhotos(request, 3);
    const count = car.images.length;
    await page.goto(`/car/${car.id}`);
    const counter = page.getByTestId("gallery-counter");
    const box = (await page.getByTestId("gallery-main").boundingBox())!;
    const y = box.y + box.height / 2;

    // A quick 20 px flick is short of the threshold, however fast: the photo stays.
    await touchSwipe(page, box.x + 200, y, -20, true);
    await touchSwipe(page, box.x + 200, y, -20, false);
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect.poll(() => photoOffset(page)).toBe(0);
    // A slow 40 px swipe passes it, in both directions, wrapping around.
    await touchSwipe(page, box.x + 200, y, -40, true);
    await expect(counter).toHaveText(`2 / ${count}`);
    await touchSwipe(page, box.x + 150, y, 40, true);
    await touchSwipe(page, box.x + 150, y, 40, true);
    await expect(counter).toHaveText(`${count} / ${count}`);
    await expect.poll(() => photoOffset(page)).toBe(0);
    // A swipe is not a tap: the viewer did not open.
    await expect(page.getByTestId("phone-viewer")).toHaveCount(0);

    // While the finger is down the photo moves with it.
    const cdp = await page.context().newCDPSession(page);
    const slide = page.getByTestId("gallery-main");
    const left = (await slide.boundingBox())!.x;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: box.x + 200, y }] });
    for (const x of [190, 170, 150, 140])
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: box.x + x, y }] });
    await expect.poll(async () => left - (await slide.boundingBox())!.x).toBeGreaterThan(30);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    await expect(counter).toHaveText(`1 / ${count}`);
  });

  test("gallery: a swipe over 50 px on the thumbnails moves the strip by one", async ({ page, request }) => {
    const car = await carWithPhotos(request, 6);
    const count = car.images.length;
    await page.goto(`/car/${car.id}`);
    const strip = page.getByTestId("gallery-thumbnails");
    await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(1, 4, count));
    // On a phone the price comes first: the strip is below the first screen.
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.boundingBox())!;
    const y = box.y + box.height / 2;

    await touchSwipe(page, box.x + box.width / 2, y, -40, false);
    await page.waitForTimeout(500);
    await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(1, 4, count));
    await touchSwipe(page, box.x + box.width / 2, y, -60, true);
    await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(2, 5, count));
    // Moving the strip does not change the photo.
    await expect(page.getByTestId("gallery-counter")).toHaveText(`1 / ${count}`);
    await touchSwipe(page, box.x + box.width / 2, y, 60, true);
    await expect.poll(() => thumbnailsInView(page)).toEqual(thumbnailNames(1, 4, count));
  });

  test("phone viewer: full screen, double tap zooms 3x, swipes navigate, Escape closes, the page does not scroll", async ({
    page,
    request,
  }) => {
    const car = await carWithPhotos(request, 3);
    await page.goto(`/car/${car.id}`);
    await page.getByTestId("gallery-main").click();
    const viewer = page.getByTestId("phone-viewer");
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await expect(viewer).toBeVisible();
    await expect(page.getByRole("dialog", { name: `Fotos do ${car.brand} ${car.model}` })).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
    expect(await pageOverflow()).toBe("hidden");

    const stage = viewer.getByTestId("viewer-stage");
    const box = (await stage.boundingBox())!;
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.touchscreen.tap(center.x, center.y);
    await page.touchscreen.tap(center.x, center.y);
    await expect(stage).toHaveAttribute("data-zoomed", "true");
    await expect(viewer.getByTestId("viewer-transform")).toHaveAttribute("style", /scale\(3\)/);
    await page.touchscreen.tap(center.x, center.y);
    await page.touchscreen.tap(center.x, center.y);
    await expect(stage).toHaveAttribute("data-zoomed", "false");

    await stage.evaluate((element, y) => {
      const touch = (x: number) => new Touch({ identifier: 2, target: element, clientX: x, clientY: y });
      element.dispatchEvent(
        new TouchEvent("touchstart", { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
      );
      element.dispatchEvent(
        new TouchEvent("touchmove", { bubbles: true, touches: [touch(200)], changedTouches: [touch(200)] }),
      );
      element.dispatchEvent(
        new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(200)] }),
      );
    }, center.y);
    await expect(viewer.getByText(`2 / ${car.images.length}`)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText(`1 / ${car.images.length}`)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect.poll(pageOverflow).not.toBe("hidden");
    await expect(page.getByTestId("gallery-main")).toBeFocused();
  });
});

test.describe("on a desktop (1366 × 768)", () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false });

  test("desktop zoom modal: 2x zoom with the high-resolution photo and its hint, previous/next, dots, close", async ({
    page,
    request,
  }) => {
    const car = await carWithPhotos(request, 3);
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });
    await page.goto(`/car/${car.id}`, { waitUntil: "networkidle" });
    const firstLoad = scripts.length;
    await page.getByTestId("gallery-main").click();
    const modal = page.getByTestId("zoom-modal");
    await expect(modal).toBeVisible();
    // Its code comes with the first click, not with the page.
    expect(scripts.length).toBeGreaterThan(firstLoad);
    await expect(page.getByRole("dialog", { name: `Fotos do ${car.brand} ${car.model}` })).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
    const stage = modal.getByTestId("zoom-stage");
    await expect(stage).toHaveAttribute("data-zoomed", "false");
    await stage.click({ position: { x: 200, y: 150 } });
    await expect(stage).toHaveAttribute("data-zoomed", "true");
    await expect(modal.getByText("Mova o mouse para navegar • Clique para sair do zoom")).toBeVisible();
    await expect(modal.getByText("Carregando alta resolução...")).toBeHidden();
    await expect
      .poll(() =>
        stage
          .locator("img")
          .last()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(1000);
    await page.mouse.move(600, 400);
    await stage.click();
    await expect(stage).toHaveAttribute("data-zoomed", "false");

    await modal.getByRole("button", { name: "Próxima foto" }).click();
    await expect(modal.getByText(`2 / ${car.images.length}`)).toBeVisible();
    await modal.getByTestId("gallery-dots").getByRole("button").first().click();
    await expect(modal.getByText(`1 / ${car.images.length}`)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(modal.getByText(`2 / ${car.images.length}`)).toBeVisible();
    await modal.getByRole("button", { name: "Fechar" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId("gallery-counter")).toHaveText(`2 / ${car.images.length}`);
    // The focus returns to the photo; Escape closes the reopened modal too.
    await expect(page.getByTestId("gallery-main")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(modal).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });

  test("gallery: the photo can be dragged with the mouse; past 30 px it changes, short of it it springs back", async ({
    page,
    request,
  }) => {
    const car = await carWithPhotos(request, 3);
    const count = car.images.length;
    await page.goto(`/car/${car.id}`);
    const counter = page.getByTestId("gallery-counter");
    const box = (await page.getByTestId("gallery-main").boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (dx: number, slow: boolean) => {
      await page.mouse.move(box.x + 300, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 300 + dx, y, { steps: 5 });
      if (slow) await page.waitForTimeout(300);
      await page.mouse.up();
    };

    await drag(-20, false);
    await expect(counter).toHaveText(`1 / ${count}`);
    await drag(-40, true);
    await expect(counter).toHaveText(`2 / ${count}`);
    await drag(40, true);
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect.poll(() => photoOffset(page)).toBe(0);
    // A drag is not a click: the zoom did not open.
    await expect(page.getByTestId("zoom-modal")).toHaveCount(0);
  });
});

test("tracking: a view when the car page is shown (once a day), WhatsApp and phone clicks, all to the tracking route", async ({
  page,
  request,
}) => {
  const car = (await stock(request))[2]!;
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

  const answered = page.waitForResponse((response) => response.url().endsWith("/api/analytics/track"));
  await page.goto(`/car/${car.id}`);
  await expect.poll(beacons).toContainEqual({ carId: car.id, action: "view" });
  expect((await answered).status()).toBe(200);
  // Reloaded the same day, the page sends no second view.
  await page.reload();
  await page.waitForTimeout(500);
  expect((await beacons()).filter((beacon) => beacon.action === "view")).toHaveLength(0);

  // Nothing leaves the machine: the links' own navigation (the messaging app, the dialer) is cancelled.
  for (const testId of ["car-whatsapp", "car-call"]) {
    await page
      .getByTestId(testId)
      .evaluate((link) => link.addEventListener("click", (event) => event.preventDefault()));
  }
  await page.getByTestId("car-whatsapp").click();
  await expect.poll(beacons).toContainEqual({ carId: car.id, action: "whatsapp_click" });
  await page.getByTestId("car-call").click();
  await expect.poll(beacons).toContainEqual({ carId: car.id, action: "phone_click" });
});
