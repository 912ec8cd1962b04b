import type { TestProject } from "vitest/node";

import { startTestServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    dataDir: string;
  }
}

/** Integration tests talk to the production build over HTTP and check the database directly. */
export default async function setup(project: TestProject) {
  const server = await startTestServer({
    ADMIN_EMAILS: "root-admin@test.local",
    DEVELOPER_EMAILS: "root-dev@test.local",
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", server.databaseUrl);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
  };
}
