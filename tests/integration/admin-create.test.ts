import { spawn } from "node:child_process";
import path from "node:path";

import { describe, expect, inject, it } from "vitest";

import { childProcessEnv } from "@/lib/env";

import { api, createUser, signIn, signedInAs, uniqueEmail } from "../helpers/auth";
import { testDb } from "../helpers/db";

// `npm run admin:create -- <email>` on the database the app uses (here DATABASE_URL, the integration
// database), with the password piped on standard input.

function adminCreate(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
      stdio: ["pipe", "pipe", "pipe"],
      env: childProcessEnv({ DATABASE_URL: inject("databaseUrl"), DATA_DIR: inject("dataDir") }),
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

describe("npm run admin:create", () => {
  it("creates an admin account with the piped password, which signs in as admin", async () => {
    const email = uniqueEmail("dono");
    const { code, output } = await adminCreate([` ${email.toUpperCase()} `], "senha-do-dono-2026\n");
    expect(output).toContain(`admin account ${email} created`);
    expect(code).toBe(0);
    const account = await testDb().user.findUniqueOrThrow({
      where: { email },
      select: { role: true, passwordHash: true },
    });
    expect(account.role).toBe("admin");
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await signIn({ email, password: "senha-do-dono-2026" });
    expect((await api("/api/users", { session })).status).toBe(200);
  }, 60_000);

  it("promotes an existing account, sets the new password and ends its open sessions", async () => {
    const user = await signedInAs("vendedor");
    const { code } = await adminCreate([user.email], "outra-senha-forte\n");
    expect(code).toBe(0);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
    expect((await api("/api/sales", { session: user })).status).toBe(401);
    const session = await signIn({ email: user.email, password: "outra-senha-forte" });
    expect((await api("/api/users", { session })).status).toBe(200);
  }, 60_000);

  it("refuses a password sign-up would refuse, an invalid e-mail and a missing argument, changing nothing", async () => {
    const existing = await createUser({ role: "user" });
    const short = await adminCreate([existing.email], "12345\n");
    expect(short.code).toBe(1);
    expect(short.output).toContain("A senha deve ter pelo menos 6 caracteres");
    expect((await testDb().user.findUniqueOrThrow({ where: { id: existing.id } })).role).toBe("user");

    const invalid = await adminCreate(["nao-e-email"], "senha-valida-123\n");
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain("Email inválido");

    const missing = await adminCreate([], "senha-valida-123\n");
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("usage: npm run admin:create -- <email>");
  }, 60_000);
});
