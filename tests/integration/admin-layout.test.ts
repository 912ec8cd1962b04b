import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { signedInAs, type SignedInUser } from "../helpers/auth";
import { startNext } from "../helpers/app-server";
import { apiUrl } from "../helpers/db";

// ADMIN_LAYOUT (README "Configuration"): `compact` shows only the cars, sales and tickets tabs; the default
// `full` layout shows every tab the role may use. A second server runs the same build with the compact layout.

/** The labels of the tab triggers in a server-rendered /admin page. */
function tabLabels(html: string): string[] {
  return [...html.matchAll(/<button[^>]*role="tab"[^>]*>(.*?)<\/button>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ""),
  );
}

async function adminTabs(baseUrl: string, user: SignedInUser): Promise<string[]> {
  const response = await fetch(`${baseUrl}/admin`, { headers: { Cookie: user.cookie }, redirect: "manual" });
  expect(response.status).toBe(200);
  return tabLabels(await response.text());
}

describe("admin layouts", () => {
  let compact: Awaited<ReturnType<typeof startNext>>;
  let gerente: SignedInUser;
  let ajudante: SignedInUser;

  beforeAll(async () => {
    [compact, gerente, ajudante] = await Promise.all([
      startNext({
        databaseUrl: inject("databaseUrl"),
        dataDir: inject("dataDir"),
        env: { ADMIN_LAYOUT: "compact" },
      }),
      signedInAs("gerente"),
      signedInAs("ajudante"),
    ]);
  });
  afterAll(() => compact?.stop());

  it("shows a gerente every tab in the full layout, the sales (their home tab) first", async () => {
    expect(await adminTabs(apiUrl(""), gerente)).toEqual([
      "Vendas",
      "Carros",
      "Despesas",
      "Docs",
      "NF",
      "Tickets",
      "Relatórios",
      "Analytics",
      "Limpeza",
      "Cargos",
      "Auditoria",
      "E-mails",
    ]);
  });

  it("shows only cars, sales and tickets in the compact layout, within the role's tabs", async () => {
    expect(await adminTabs(compact.baseUrl, gerente)).toEqual(["Vendas", "Carros", "Tickets"]);
    expect(await adminTabs(compact.baseUrl, ajudante)).toEqual(["Tickets"]);
  });
});
