// `npm run admin:create -- <email>`: creates (or promotes) an admin account on the database the app would use
// (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR, the running app's when there is one). The password
// is read from standard input: typed without echo on a terminal (twice), or the first line of piped input.
import "@/lib/load-env";

import { createPrismaClient } from "@/lib/db/connect";
import { prepareDatabase } from "@/lib/db/prepare";
import { createOrPromoteAdmin, parseAdminAccountInput } from "@/lib/users/admin-account";

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    let value = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          return resolve(value);
        }
        if (char === "\u0003" || char === "\u0004") {
          finish();
          return reject(new Error("cancelled"));
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else value += char;
      }
    };
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.setEncoding("utf8");
    input.on("data", onData);
    input.resume();
  });
}

async function readPipedLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk.toString("utf8");
  return text.split(/\r?\n/)[0] ?? "";
}

async function readPassword(email: string): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await readHidden(`Password for ${email}: `);
  // Checked before the confirmation, so a password refused by the rules is not typed twice.
  parseAdminAccountInput(email, password);
  if ((await readHidden("Repeat the password: ")) !== password) throw new Error("the passwords differ");
  return password;
}

async function main() {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) throw new Error("usage: npm run admin:create -- <email>");
  const password = await readPassword(email);
  parseAdminAccountInput(email, password);
  const database = await prepareDatabase({
    supervise: false,
    mode: "admin-create",
    log: (line) => console.log(line),
  });
  const db = createPrismaClient(database.url);
  try {
    const { email: account, outcome } = await createOrPromoteAdmin(db, email, password);
    console.log(
      outcome === "created"
        ? `[admin:create] admin account ${account} created: sign in at /auth`
        : `[admin:create] ${account} is now an admin with the new password (its open sessions ended)`,
    );
  } finally {
    await db.$disconnect();
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[admin:create] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
