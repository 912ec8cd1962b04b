import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// The admin panel draws on one data layer: one client and error type, one data hook, one delete confirmation,
// one record dialog frame, and the services' Tx and dayDate defined once. A second copy fails here.

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = [...sources("app"), ...sources("components"), ...sources("lib")].map((file) => ({
  file,
  text: readFileSync(path.join(root, file), "utf8"),
}));

const where = (pattern: RegExp, within = (_file: string) => true) =>
  files.filter(({ file, text }) => within(file) && pattern.test(text)).map(({ file }) => file);

const admin = (file: string) => file.startsWith("components/admin/");

describe("one admin data layer", () => {
  it("has one fetch client and one error type", () => {
    expect(
      where(
        /class \w*Error extends Error/,
        (file) => admin(file) || file.startsWith("lib/admin/") || file === "lib/api-client.ts",
      ),
    ).toEqual(["lib/api-client.ts"]);
    expect(where(/\bfetch\(/, admin)).toEqual([]);
  });

  it("has one data hook", () => {
    expect(
      where(/from "@tanstack\/react-query"/)
        .filter((file) => !file.includes("query-"))
        .sort(),
    ).toEqual(["lib/admin/use-api-data.ts"]);
    expect(where(/useEffect\([^]*?(apiRequest|fetch)\(/, admin)).toEqual([]);
  });

  it("has one delete confirmation and one record dialog frame", () => {
    expect(where(/\bAlertDialogContent\b/, admin)).toEqual(["components/admin/kit/confirm-delete.tsx"]);
    // Besides the record frame: dialogs that edit no record (a photo viewer, the password dialogs, an outbox message
    // viewer, the ticket opened from a lead e-mail's link).
    expect(where(/\bDialogContent\b/, (file) => admin(file) && !file.endsWith("confirm-delete.tsx"))).toEqual(
      [
        "components/admin/kit/record-form-dialog.tsx",
        "components/admin/outbox/outbox-message-dialog.tsx",
        "components/admin/roles/reset-password-dialog.tsx",
        "components/admin/shell/change-password-dialog.tsx",
        "components/admin/tickets/ticket-dialog.tsx",
        "components/admin/tickets/trade-in-details.tsx",
      ],
    );
  });

  it("defines the transaction client and the stored day once", () => {
    expect(where(/type Tx\b\s*=/)).toEqual(["lib/db/tx.ts"]);
    expect(where(/(const|function) dayDate\b/)).toEqual(["lib/db/day-date.ts"]);
  });
});
