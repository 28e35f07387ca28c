import { afterNextPaint, formatsDatesAtOnce, warmUpDateFormatting } from './dateWarmUp';

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

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the task in a task of its own after the next frame, not before it', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(callback => frames.push(callback));
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frames[0](0);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('uses a timer alone in a hidden tab, which paints no frames', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
  });
});
