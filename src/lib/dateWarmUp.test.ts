import { formatsDatesAtOnce, warmUpDateFormatting } from './dateWarmUp';

describe('the early date warm-up', () => {
  it('is for the payment search and payment detail pages only', () => {
    expect(formatsDatesAtOnce('/payments')).toBe(true);
    expect(formatsDatesAtOnce('/payment/1000042')).toBe(true);
    for (const path of ['/dashboard', '/settings', '/customers', '/pos-config/agencies', '/profile', '/admin', '/login', '/paymentsx', '/'])
      expect(formatsDatesAtOnce(path)).toBe(false);
  });

  it('schedules one task that formats a date in a timezone on a payment page, and nothing elsewhere', () => {
    const tasks: (() => void)[] = [];
    const formatSpy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(warmUpDateFormatting('/dashboard', task => tasks.push(task))).toBe(false);
      expect(tasks).toHaveLength(0);
      expect(warmUpDateFormatting('/payments', task => tasks.push(task))).toBe(true);
      expect(tasks).toHaveLength(1);
      expect(formatSpy).not.toHaveBeenCalled();
      tasks[0]();
      expect(formatSpy).toHaveBeenCalledWith('en-US', expect.objectContaining({ timeZone: 'America/New_York' }));
    } finally {
      formatSpy.mockRestore();
    }
  });
});
