// zod compiles object parsers with `new Function` unless told not to, and probes for it whenever a schema
// is created. The CSP forbids eval and reports every probe. zod takes its config from this global when it
// loads, so this (deferred, before the app's module script) switches it to its no-eval mode first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
