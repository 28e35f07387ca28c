import { DASHBOARD_RESIZE_EVENT } from '../../dataProviders/sso/dashboardContract';

/** The frame takes the reported height plus 100, at least 592px. */
export const FRAME_EXTRA = 100;
export const MIN_FRAME_HEIGHT = 592;
/** A runaway or hostile height never makes the page absurdly long. */
export const MAX_FRAME_HEIGHT = 20_000;

export const frameHeightFor = (reported: number) =>
  Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(reported) + FRAME_EXTRA));

/** The origin of a configured address, or null when it is not a valid URL. */
export const originOf = (address: string): string | null => {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The address the frame loads: the signed address with the app's language and light or dark mode as `lang` and
 * `theme`, outside the signed `data`, so the dashboard follows the app. An address that already names them keeps its own.
 */
export const frameAddress = (url: string, { lang, theme }: { lang: string; theme: 'light' | 'dark' }): string => {
  const address = new URL(url);
  if (!address.searchParams.has('lang')) address.searchParams.set('lang', lang);
  if (!address.searchParams.has('theme')) address.searchParams.set('theme', theme);
  return address.toString();
};

interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

const parse = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * The frame height a message asks for, or null when the message must be ignored: it has to come
 * from the dashboard's configured origin and from our frame's window, and say `dashboard_resize`
 * with a finite, non-negative height.
 */
export const frameHeightFromMessage = (
  message: MessageLike,
  expected: { origin: string | null; source: unknown },
): number | null => {
  if (!expected.origin || message.origin !== expected.origin) return null;
  if (!expected.source || message.source !== expected.source) return null;
  const data = parse(message.data);
  if (!data || typeof data !== 'object') return null;
  const { event_type: type, dashboard_height: height } = data as Record<string, unknown>;
  if (type !== DASHBOARD_RESIZE_EVENT || typeof height !== 'number' || !Number.isFinite(height) || height < 0)
    return null;
  return frameHeightFor(height);
};
