import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signedInAs, type SignedInUser } from "../helpers/auth";
import { createCar, publishCars, removeCars, uniqueWord } from "../helpers/car-factory";
import { apiUrl } from "../helpers/db";

// What a visitor without JavaScript (a crawler, a link preview) gets in the server's HTML: the frame around every
// route (header, secondary bar, footer), the 404 page of an unknown car, and markup the HTML standard allows.

/** The server's HTML with its scripts removed: what is on screen when no script runs. */
async function staticHtml(path: string, cookie?: string) {
  const response = await fetch(apiUrl(path), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  const html = await response.text();
  return { status: response.status, html: html.replace(/<script\b[\s\S]*?<\/script>/g, "") };
}

function expectFrame(html: string, path: string) {
  expect(html, path).toMatch(/<header\b[^>]*>[\s\S]*<nav aria-label="Principal"/);
  expect(html, path).toMatch(
    /<aside aria-label="Horário e endereço da loja"[^>]*>[\s\S]*Seg a Sex 08:00-18:00/,
  );
  expect(html, path).toMatch(/<footer\b[^>]*>[\s\S]*Carros em Estoque/);
  expect(html, path).toMatch(/<a href="#conteudo"[^>]*>Pular para o conteúdo<\/a>/);
  expect(html, path).toMatch(/id="conteudo"/);
}

/**
 * The groups of each <dl> hold only <dt> and <dd> (HTML: a dl's div children contain dt/dd elements only): what
 * is left of a list once its dt and dd elements are removed, if it is anything but div tags.
 */
function strayDescriptionListContent(html: string): string[] {
  return [...html.matchAll(/<dl\b[^>]*>([\s\S]*?)<\/dl>/g)]
    .map((match) =>
      match[1]!
        .replace(/<(dt|dd)\b[^>]*>[\s\S]*?<\/\1>/g, "")
        .replace(/<\/?div\b[^>]*>/g, "")
        .replace(/<!--[\s\S]*?-->/g, "")
        .trim(),
    )
    .filter(Boolean);
}

describe("the frame around every route, the 404 page and valid markup, without JavaScript", () => {
  const brand = uniqueWord("Moldura");
  let carId: string;
  let gerente: SignedInUser;

  beforeAll(async () => {
    carId = (await createCar({ brand, model: "Com Ícones", isFeatured: true })).id;
    await publishCars([carId]);
    gerente = await signedInAs("gerente");
  });
  afterAll(() => removeCars([carId]));

  it("/auth and /admin have the header, the secondary bar and the footer, like the showroom", async () => {
    for (const path of ["/", "/cars", `/car/${carId}`, "/about", "/contact", "/auth"]) {
      const { status, html } = await staticHtml(path);
      expect(status, path).toBe(200);
      expectFrame(html, path);
    }
    const admin = await staticHtml("/admin", gerente.cookie);
    expect(admin.status).toBe(200);
    expect(admin.html).toContain("Painel Administrativo");
    expectFrame(admin.html, "/admin");
  });

  it("draws the frame once per page: the payload Next.js inlines for the browser holds no second copy of it", async () => {
    for (const path of ["/", "/about", "/auth"]) {
      const html = await (await fetch(apiUrl(path))).text();
      const scripts = [...html.matchAll(/<script\b[\s\S]*?<\/script>/g)].map((match) => match[0]).join("");
      // The footer's heading: once in the markup and once in the payload that hydrates it, nowhere else.
      expect(scripts.split("Links Rápidos").length - 1, path).toBe(1);
    }
  });

  it("an unknown car id answers 404 with 'Página não encontrada' in the server's HTML, as an unknown path does", async () => {
    for (const path of ["/car/cnotarealcar000000000000", "/pagina-que-nao-existe"]) {
      const { status, html } = await staticHtml(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/<h1\b[^>]*>Página não encontrada<\/h1>/);
      expect(html, path).toMatch(/<a [^>]*href="\/cars"[^>]*>Ver carros em estoque<\/a>/);
      expectFrame(html, path);
    }
  });

  it("the car cards' and the car page's description lists hold only dt and dd in their groups", async () => {
    for (const path of ["/", "/cars", `/car/${carId}`, "/about", "/contact"]) {
      const { html } = await staticHtml(path);
      expect(html, path).toContain("<dl");
      expect(strayDescriptionListContent(html), path).toEqual([]);
    }
  });
});
