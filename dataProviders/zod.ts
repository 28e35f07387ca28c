import * as z from 'zod/mini';

/**
 * The app's zod: every contract imports it from here. zod compiles object parsers with `new Function` unless told not
 * to, and checks whether it may when a schema is created; the Content-Security-Policy forbids eval
 * (docs/security.md) and reports every check. Configured here, once, before any schema of the app is created.
 */
z.config({ jitless: true });

export { z };
