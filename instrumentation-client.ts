// Zod probes `new Function` once to decide whether it may compile fast parsers. Under this site's
// Content-Security-Policy (no 'unsafe-eval') the probe fails and is reported as a CSP violation, so the browser
// uses Zod's interpreted parsers from the start. The setting is written where Zod keeps its global
// configuration (zod/v4/core `globalConfig`) rather than through `z.config()`, so that pages without forms
// do not load Zod for it; tests/unit/auth/zod-jitless.test.ts checks that Zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
