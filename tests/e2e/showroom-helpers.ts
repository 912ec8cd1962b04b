import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

// Shared by the showroom's e2e specs: the demo stock through the public API, and small page helpers.

export type ApiCar = {
  id: string;
  brand: string;
  model: string;
  year: string;
  price: number;
  status: string;
  images: Array<{ url: string }>;
  whatsappMessage: string | null;
  isFeatured: boolean;
};

export async function stock(
  request: APIRequestContext,
  status: "available" | "sold" | "all" = "available",
): Promise<ApiCar[]> {
  const response = await request.get(`/api/cars?status=${status}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cars: ApiCar[] }).cars;
}

export async function carWithPhotos(request: APIRequestContext, atLeast: number): Promise<ApiCar> {
  const car = (await stock(request)).find((candidate) => candidate.images.length >= atLeast);
  if (!car) throw new Error(`the demo stock has no car with ${atLeast} photos`);
  return car;
}

/** The visible toast with this text (sonner). */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/**
 * Only what is shown: after a client-side navigation Next.js keeps the previous pages in the document, hidden
 * (React Activity), so a test id or a label can match a page the visitor no longer sees.
 */
export function visible(locator: Locator): Locator {
  return locator.filter({ visible: true });
}
