// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveWithoutAsking, listenFirstForLeaving, mayLeaveWork, pageHoldsWork } from './leaving';

/** A page's own guard, as react-admin's unsaved-changes warning adds it. */
const holdWork = () => {
  const guard = (event: Event) => event.preventDefault();
  window.addEventListener('beforeunload', guard);
  return () => window.removeEventListener('beforeunload', guard);
};

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented ? 'asked' : 'left';
};

describe('leaving the page on sign-out', () => {
  const releases: (() => void)[] = [];
  afterEach(() => {
    releases.splice(0).forEach(release => release());
    vi.restoreAllMocks();
  });

  it('knows when the page holds work, and asks the user only then', () => {
    listenFirstForLeaving();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(pageHoldsWork()).toBe(false);
    expect(mayLeaveWork('Lose it?')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    releases.push(holdWork());
    expect(pageHoldsWork()).toBe(true);
    expect(mayLeaveWork('Lose it?')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Lose it?');
    confirm.mockReturnValue(true);
    expect(mayLeaveWork('Lose it?')).toBe(true);
    // Asking leaves nothing: the page's guard still holds its work.
    expect(leave()).toBe('asked');
  });

  it('once a sign-out has begun, no guard of the page holds the leaving, one added later neither', () => {
    listenFirstForLeaving();
    releases.push(holdWork());
    expect(leave()).toBe('asked');
    leaveWithoutAsking();
    releases.push(holdWork());
    expect(leave()).toBe('left');
  });
});
