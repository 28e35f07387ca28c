import { FORMAT_OPTIONS, formatOnceOfEach } from './dateFormats';

describe('what the Intl warm-up formats', () => {
  it('makes each date format the app uses in a timezone, with options the browser accepts, and a grouped number', () => {
    // Options the browser rejects would throw here, and the worker, which catches, would prepare nothing.
    expect(formatOnceOfEach('America/Chicago')).toBe('1,234');
    expect(Object.keys(FORMAT_OPTIONS)).toEqual(['wallClock', 'abbreviation']);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', ...FORMAT_OPTIONS.abbreviation }).format(Date.UTC(2026, 0, 15))).toBe('1/14/2026, CST');
  });
});
