import { seedReferenceDate } from './app';

describe('seedReferenceDate', () => {
  it('is noon UTC once the day has reached it, and the present minute before, never a moment to come', () => {
    expect(seedReferenceDate(new Date('2026-11-30T15:20:31Z'))).toBe('2026-11-30T12:00:00.000Z');
    expect(seedReferenceDate(new Date('2026-11-30T01:40:59Z'))).toBe('2026-11-30T01:40:00.000Z');
    expect(seedReferenceDate(new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-30T12:00:00.000Z');
  });
});
