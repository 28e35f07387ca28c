/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it whenever a schema is created.
 * The Content-Security-Policy forbids eval (docs/security.md) and reports every probe. zod takes its config from this
 * global when it loads, so the entry (src/main.tsx) sets it first: zod is in the start-up code, which the entry loads
 * after this has run.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
