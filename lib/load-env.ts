// Import first in a script's entry point (before any module that reads process.env, such as lib/env.ts):
// loads the `.env` files, the production ones when NODE_ENV=production.
import { loadEnvFiles } from "@/lib/env-files";

loadEnvFiles(process.env.NODE_ENV === "production" ? "production" : "development");
