const BASE = 'https://app.invalid';

/**
 * A path to go to after sign-in, or undefined when it could leave our origin:
 * absolute URLs, protocol-relative `//host` (also reached through dot segments, `/.//host`), `/\host`, `javascript:`
 * and control characters are refused.
 */
export const safeRedirectPath = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const candidate = value.trim();
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return undefined;
  }
  // Dot segments can leave a protocol-relative path behind (`/.//host` resolves to `//host`).
  if (url.origin !== BASE || url.pathname.startsWith('//')) return undefined;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
