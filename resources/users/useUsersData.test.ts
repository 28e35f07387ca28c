// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useThrottled, type FirstShowing } from './useUsersData';

const FIRST: FirstShowing<number[]> = {
  empty: [],
  isEmpty: list => list.length === 0,
  isEnough: list => list.length >= 5,
  waitMs: 1000,
};

/** A list streaming in: `value` is what has arrived, `settled` whether it is all there. */
const stream = () =>
  renderHook(({ value, settled }) => useThrottled(value, 400, settled, FIRST), {
    initialProps: { value: [] as number[], settled: false },
  });

describe('useThrottled: when a list streaming in first shows', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a list of a few pages once, complete, even when it takes longer than the throttle', () => {
    const { result, rerender } = stream();
    rerender({ value: [1, 2], settled: false });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toEqual([]);
    rerender({ value: [1, 2, 3], settled: false });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toEqual([]);
    rerender({ value: [1, 2, 3, 4], settled: true });
    expect(result.current).toEqual([1, 2, 3, 4]);
  });

  it('shows a long list as soon as it holds enough, before it completes', () => {
    const { result, rerender } = stream();
    rerender({ value: [1, 2], settled: false });
    rerender({ value: [1, 2, 3, 4, 5], settled: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toEqual([1, 2, 3, 4, 5]);
    // Then at most every 400 ms while the rest arrives.
    rerender({ value: [1, 2, 3, 4, 5, 6], settled: false });
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(6);
  });

  it('holds back first pages that were in before the list mounted (still cached) like pages arriving now', () => {
    const { result, rerender } = renderHook(({ value, settled }) => useThrottled(value, 400, settled, FIRST), {
      initialProps: { value: [1, 2], settled: false },
    });
    expect(result.current).toEqual([]);
    rerender({ value: [1, 2, 3], settled: true });
    expect(result.current).toEqual([1, 2, 3]);
    // Complete, or long enough, when it mounts: shown at once.
    expect(renderHook(() => useThrottled([1, 2], 400, true, FIRST)).result.current).toEqual([1, 2]);
    expect(renderHook(() => useThrottled([1, 2, 3, 4, 5], 400, false, FIRST)).result.current).toHaveLength(5);
  });

  it('shows what arrived after the wait when pages come slowly', () => {
    const { result, rerender } = stream();
    rerender({ value: [1], settled: false });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([1]);
  });
});
