import fc from 'fast-check';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each(['/payments?status=voided', '/payment/123', '/settings#top', '/pos-config/agencies/4/edit'])(
    'keeps the same-origin path %s',
    path => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '/\t/evil.example.com',
    '/.//evil.example.com',
    '/..//evil.example.com',
    '/a/..//evil.example.com',
    'payments',
    '',
    '/login',
    '/login/callback?code=1',
  ])('refuses %s', path => {
    expect(safeRedirectPath(path)).toBeUndefined();
  });

  it('never returns anything that resolves to another origin', () => {
    fc.assert(
      // Any text, and paths built from the pieces an attacker would try.
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .array(fc.constantFrom('/', '.', '..', '\\', '%2f', 'evil.example.com', '@', ':'), { maxLength: 8 })
            .map(parts => `/${parts.join('')}`),
        ),
        input => {
          const result = safeRedirectPath(input);
          if (result === undefined) return true;
          return (
            new URL(result, 'https://app.example.com').origin === 'https://app.example.com' && !result.startsWith('//')
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
