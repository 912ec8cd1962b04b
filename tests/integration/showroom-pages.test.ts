import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createCar, publishCars, removeCars, uniqueWord } from "../helpers/car-factory";
import { apiUrl } from "../helpers/db";

// The showroom as crawlers and link previews get it (docs/showroom.md "Pages for crawlers"): server-rendered content,
// metadata, JSON-LD, Open Graph images, sitemap, robots, and real 404s.

async function page(path: string) {
  const response = await fetch(apiUrl(path));
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

const canonicalPath = (html: string) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(href).pathname : undefined;
};

describe("showroom pages", () => {
  const brand = uniqueWord("Marca");
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.featured = (
      await createCar({
        brand,
        model: "Destaque Turbo",
        isFeatured: true,
        isTurbo: true,
        price: 187_500,
        mileage: 12_345,
        description: "Descrição com </script> dentro",
      })
    ).id;
    ids.plain = (await createCar({ brand, model: "Simples", price: 65_000 })).id;
    ids.sold = (await createCar({ brand, model: "Vendido Já", status: "sold", price: 150_000 })).id;
    await publishCars(Object.values(ids));
  });
  afterAll(() => removeCars(Object.values(ids)));

  it("home: featured offers, title, description, canonical, Open Graph and the dealer with its offers", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    expect(html).toContain("OFERTAS EM DESTAQUE");
    expect(html).toContain(`${brand} Destaque Turbo`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(meta(html, "name", "description")).toBeTruthy();
    expect(canonicalPath(html)).toBe("/");
    expect(meta(html, "property", "og:title")).toBeTruthy();
    expect(meta(html, "property", "og:image")).toMatch(/\/opengraph-image/);
    const dealer = jsonLd(html).find((data) => data["@type"] === "AutoDealer") as {
      makesOffer?: Array<{ itemOffered: { "@type": string } }>;
    };
    expect(dealer).toBeDefined();
    expect(dealer.makesOffer!.length).toBeGreaterThan(0);
    expect(dealer.makesOffer!.length).toBeLessThanOrEqual(4);
    expect(dealer.makesOffer![0]!.itemOffered["@type"]).toBe("Car");
  });

  it("/cars lists the stock in the HTML and filters it on the server from the URL", async () => {
    const all = await page("/cars");
    expect(all.status).toBe(200);
    expect(all.html).toContain("Nosso Estoque");
    expect(all.html).toMatch(/\d+ veículos encontrados/);
    expect(all.html).toContain(`${brand} Simples`);
    expect(all.html).not.toContain(`${brand} Vendido Já`);
    expect(canonicalPath(all.html)).toBe("/cars");

    const filtered = await page(`/cars?brand=${brand}&priceTo=100000`);
    expect(filtered.status).toBe(200);
    expect(filtered.html).toContain("1 veículo encontrado");
    expect(filtered.html).toContain(`${brand} Simples`);
    expect(filtered.html).not.toContain(`${brand} Destaque Turbo`);

    const none = await page(`/cars?brand=${brand}&yearFrom=1990`);
    expect(none.html).toContain("Nenhum veículo encontrado");
    expect(none.html).toContain("0 veículos encontrados");

    // A hand-edited bound that does not parse is ignored rather than failing the page.
    expect((await page(`/cars?brand=${brand}&priceFrom=abc`)).html).toContain("2 veículos encontrados");
  });

  it("a car page has its content, metadata, Product/Car JSON-LD with an Offer, and an Open Graph image", async () => {
    const { status, html } = await page(`/car/${ids.featured}`);
    expect(status).toBe(200);
    expect(html).toContain(`${brand} Destaque Turbo`);
    expect(html).toContain("R$\u00a0187.500");
    expect(html).toContain("12.345 km");
    expect(html).toContain("Especificações");
    // The proposal's section is in the HTML; its form is loaded as the visitor scrolls near it (e2e covers it).
    expect(html).toContain("Faça sua proposta");
    expect(canonicalPath(html)).toBe(`/car/${ids.featured}`);
    expect(meta(html, "property", "og:title")).toContain("Destaque Turbo");
    const data = jsonLd(html);
    const product = data.find((item) => Array.isArray(item["@type"])) as {
      "@type": string[];
      offers: Record<string, unknown>;
      description: string;
    };
    expect(product["@type"]).toEqual(["Product", "Car"]);
    expect(product.offers).toMatchObject({
      "@type": "Offer",
      price: 187_500,
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
    });
    expect(product.description).toBe("Descrição com </script> dentro");
    expect(html).not.toContain("Descrição com </script>");
    expect(data.some((item) => item["@type"] === "AutoDealer")).toBe(true);

    const ogImage = meta(html, "property", "og:image")!;
    expect(ogImage).toMatch(/\/car\/[^/]+\/opengraph-image/);
    const image = await fetch(apiUrl(new URL(ogImage).pathname + new URL(ogImage).search));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    expect(bytes.length).toBeLessThan(300_000);
  });

  it("a sold car stays online marked 'Vendido', without the proposal form, with similar cars and a SoldOut offer", async () => {
    const { status, html } = await page(`/car/${ids.sold}`);
    expect(status).toBe(200);
    expect(html).toContain("Vendido");
    expect(html).not.toContain("Enviar Proposta");
    expect(html).toContain("Veículos semelhantes disponíveis");
    expect(html).toContain(`${brand} Destaque Turbo`);
    const product = jsonLd(html).find((item) => Array.isArray(item["@type"])) as {
      offers: Record<string, unknown>;
    };
    expect(product.offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("an unknown car id and an unknown path answer HTTP 404 with the 404 page", async () => {
    for (const path of [
      "/car/cnotarealcar000000000000",
      "/car/%3Cscript%3E",
      "/pagina-que-nao-existe",
      "/cars/extra",
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain("Página não encontrada");
    }
    expect((await fetch(apiUrl("/car/cnotarealcar000000000000/opengraph-image"))).status).toBe(404);
  });

  it("about and contact are rendered on the server", async () => {
    const about = await page("/about");
    expect(about.status).toBe(200);
    for (const text of ["Confiança", "Excelência", "Relacionamento", "Inovação", "1200+", "Agendar Visita"])
      expect(about.html).toContain(text);
    expect(canonicalPath(about.html)).toBe("/about");
    const contact = await page("/contact");
    expect(contact.status).toBe(200);
    for (const text of ["Agendar via WhatsApp", "Enviar Mensagem", "Segunda a Sexta", "Fechado"])
      expect(contact.html).toContain(text);
    expect(contact.html).toContain("https://wa.me/55");
    const tradeIn = await page("/avaliacao");
    expect(tradeIn.status).toBe(200);
    for (const text of ["Avalie seu usado", "Marca", "Quilometragem", "Pedir avaliação"])
      expect(tradeIn.html).toContain(text);
    expect(canonicalPath(tradeIn.html)).toBe("/avaliacao");
    expect(tradeIn.html).toMatch(/<meta property="og:title" content="Avalie seu usado/);
  });

  it("/sitemap.xml lists the showroom pages and every car with its update time; /robots.txt keeps crawlers out of admin, auth and the API", async () => {
    const sitemap = await page("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    for (const path of ["/cars", "/about", "/contact", "/avaliacao"])
      expect(sitemap.html).toContain(`${path}</loc>`);
    for (const id of Object.values(ids))
      expect(sitemap.html).toMatch(new RegExp(`/car/${id}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    const robots = await page("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.html).toMatch(/Disallow: \/admin/);
    expect(robots.html).toMatch(/Disallow: \/auth/);
    expect(robots.html).toMatch(/Disallow: \/api\//);
    expect(robots.html).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it("showroom pages are served from the cache (static), not rendered per request", async () => {
    for (const path of ["/", "/about", "/contact", "/avaliacao", `/car/${ids.plain}`]) {
      await page(path);
      const { headers } = await page(path);
      expect(headers.get("x-nextjs-cache") ?? "", path).toMatch(/HIT|STALE/);
    }
  });
});
