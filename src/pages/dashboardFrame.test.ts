// @vitest-environment jsdom
import fc from 'fast-check';
import {
  frameAddress,
  frameHeightFor,
  frameHeightFromMessage,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  originOf,
} from './dashboardFrame';

const ORIGIN = 'http://127.0.0.1:4000';
const frame = { name: 'our frame window' };
const resize = (height: unknown) => ({ event_type: 'dashboard_resize', dashboard_height: height });

describe('frameHeightFromMessage', () => {
  it('takes the reported height plus 100, at least 592px', () => {
    expect(
      frameHeightFromMessage({ origin: ORIGIN, source: frame, data: resize(1200) }, { origin: ORIGIN, source: frame }),
    ).toBe(1300);
    expect(
      frameHeightFromMessage({ origin: ORIGIN, source: frame, data: resize(10) }, { origin: ORIGIN, source: frame }),
    ).toBe(592);
    expect(
      frameHeightFromMessage(
        { origin: ORIGIN, source: frame, data: JSON.stringify(resize(700)) },
        { origin: ORIGIN, source: frame },
      ),
    ).toBe(800);
  });

  it('ignores other origins, other windows, other messages and bad heights', () => {
    const expected = { origin: ORIGIN, source: frame };
    expect(
      frameHeightFromMessage({ origin: 'http://localhost:4000', source: frame, data: resize(900) }, expected),
    ).toBeNull();
    expect(frameHeightFromMessage({ origin: ORIGIN, source: {}, data: resize(900) }, expected)).toBeNull();
    expect(
      frameHeightFromMessage({ origin: ORIGIN, source: null, data: resize(900) }, { origin: ORIGIN, source: null }),
    ).toBeNull();
    expect(
      frameHeightFromMessage(
        { origin: ORIGIN, source: frame, data: { event_type: 'other', dashboard_height: 900 } },
        expected,
      ),
    ).toBeNull();
    for (const bad of [NaN, Infinity, -1, '900', null, undefined])
      expect(frameHeightFromMessage({ origin: ORIGIN, source: frame, data: resize(bad) }, expected)).toBeNull();
    expect(
      frameHeightFromMessage({ origin: ORIGIN, source: frame, data: resize(900) }, { origin: null, source: frame }),
    ).toBeNull();
  });

  it('resizes only for the exact origin and frame, always within bounds (property)', () => {
    const origins = fc.oneof(
      fc.constant(ORIGIN),
      fc.constant('null'),
      fc.constant(`${ORIGIN}/`),
      fc.constant('http://127.0.0.1:40000'),
      fc.webUrl().map(url => originOf(url) ?? 'null'),
    );
    const sources = fc.constantFrom<unknown>(frame, { ...frame }, null, undefined, window);
    const payloads = fc.oneof(
      fc.record({
        event_type: fc.constantFrom('dashboard_resize', 'resize', ''),
        dashboard_height: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null)),
      }),
      fc.anything(),
      fc.json(),
    );
    fc.assert(
      fc.property(origins, sources, payloads, (origin, source, data) => {
        const height = frameHeightFromMessage({ origin, source, data }, { origin: ORIGIN, source: frame });
        if (origin !== ORIGIN || source !== frame) expect(height).toBeNull();
        if (height !== null) {
          expect(height).toBeGreaterThanOrEqual(MIN_FRAME_HEIGHT);
          expect(height).toBeLessThanOrEqual(MAX_FRAME_HEIGHT);
          expect(Number.isInteger(height)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('clamps any finite non-negative height (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), reported => {
        const height = frameHeightFromMessage(
          { origin: ORIGIN, source: frame, data: resize(reported) },
          { origin: ORIGIN, source: frame },
        );
        expect(height).toBe(frameHeightFor(reported));
        expect(height).toBe(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(reported) + 100)));
      }),
    );
  });
});

describe('originOf', () => {
  it('reads the origin of a configured address', () => {
    expect(originOf('http://127.0.0.1:4000/')).toBe(ORIGIN);
    expect(originOf('not a url')).toBeNull();
  });
});

describe('frameAddress', () => {
  it("adds the app's language and mode to the signed address, leaving the signature and any it already names", () => {
    expect(frameAddress(`${ORIGIN}/embed/springfield?data=abc&signature=s1`, { lang: 'es', theme: 'dark' })).toBe(
      `${ORIGIN}/embed/springfield?data=abc&signature=s1&lang=es&theme=dark`,
    );
    expect(frameAddress(`${ORIGIN}/embed/x?data=abc&theme=light`, { lang: 'es', theme: 'dark' })).toBe(
      `${ORIGIN}/embed/x?data=abc&theme=light&lang=es`,
    );
  });
});
