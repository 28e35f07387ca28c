import fc from 'fast-check';

/** Text for a CSV cell that tries what breaks CSV: formula starts, quotes, separators, line breaks, accents. */
export const cellText = () =>
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', 'a', 'Z', 'é', '1', ';'),
    maxLength: 12,
  });
