import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dayFirst } from './locale';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Calendar dates travel as `YYYY-MM-DD` strings (a day, not an instant); instants as ISO strings.
 * A day becomes an instant only against a timezone, the user's.
 */
export type CalendarDate = string;

export const INPUT_FORMAT = 'MM/DD/YYYY';
const DAY = 'YYYY-MM-DD';
const ISO_WITH_OFFSET = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

export { dayjs, type Dayjs };

const numeric = 'numeric' as const;
/** The Intl date formats the app makes in a timezone. */
const FORMAT_OPTIONS = {
  wallClock: {
    hourCycle: 'h23',
    year: numeric,
    month: numeric,
    day: numeric,
    hour: numeric,
    minute: numeric,
    second: numeric,
  },
  abbreviation: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per timezone and kind: creating an Intl.DateTimeFormat costs far more than using one (a results page
 * formats 20 dates). dayjs's `tz()` asks `toLocaleString` with a timeZone, which builds a new formatter for every date:
 * the results' 20 dates were a third of the main-thread task that rendered them.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (tz: string, kind: keyof typeof FORMAT_OPTIONS) => {
  const key = `${kind} ${tz}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: tz, ...FORMAT_OPTIONS[kind] });
    formats.set(key, format);
  }
  return format;
};

/** The timezone's offset from UTC at that instant, in minutes (-300 at 6 pm UTC in Chicago in summer). */
const offsetAt = (instant: number, tz: string) => {
  const part = Object.fromEntries(
    formatIn(tz, 'wallClock')
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const wallClock = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return Math.round((wallClock - Math.floor(instant / 1000) * 1000) / 60_000);
};

/** The instant in the timezone, as dayjs's `tz()` gives it (the same wall clock and offset). */
const inZone = (instant: string | number | Date, tz: string) => {
  const date = dayjs(instant);
  return date.utcOffset(offsetAt(date.valueOf(), tz));
};

/** Keeps the digits typed and puts the slashes of mm/dd/yyyy between them. */
export const maskDateInput = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
};

/** The years a date input accepts: from 10 before to 5 after the current one. */
export const yearBounds = (today: CalendarDate) => {
  const year = Number(today.slice(0, 4));
  return { min: year - 10, max: year + 5 };
};

/**
 * A calendar date as a dayjs day (local midnight). `YYYY-MM-DD` is read by dayjs itself: dates are never parsed with a
 * format, so the page needs no parsing plugin (MUI X's adapter, loaded with the calendar, brings its own).
 */
export const dayOf = (date: CalendarDate): Dayjs => dayjs(date);

/** The calendar date of a year, month and day, or null when that day does not exist (02/30). */
const existingDay = (year: string, month: string, day: string): CalendarDate | null => {
  const date = `${year}-${month}-${day}`;
  const parsed = dayOf(date);
  return parsed.isValid() && parsed.format(DAY) === date ? date : null;
};

/**
 * `03/10/2024` -> `2024-03-10` (in Spanish `10/03/2024`, day first); an impossible date or one outside the year bounds
 * is treated as empty (null).
 */
export const parseDateInput = (input: string, today: CalendarDate, locale = 'en'): CalendarDate | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(input);
  if (!match) return null;
  const [, first, second, year] = match;
  const [month, day] = dayFirst(locale) ? [second, first] : [first, second];
  const { min, max } = yearBounds(today);
  if (Number(year) < min || Number(year) > max) return null;
  return existingDay(year, month, day);
};

export const isCalendarDate = (value: unknown): value is CalendarDate => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return !!match && existingDay(match[1], match[2], match[3]) !== null;
};

/** `2024-03-10` -> `03/10/2024` (in Spanish `10/03/2024`). */
export const formatDateInput = (date: CalendarDate | null | undefined, locale = 'en'): string => {
  if (!date) return '';
  const [year, month, day] = [date.slice(0, 4), date.slice(5, 7), date.slice(8, 10)];
  return dayFirst(locale) ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
};

/** Today as a calendar date in a timezone. */
export const todayIn = (tz: string, now: Date | number = Date.now()): CalendarDate => inZone(now, tz).format(DAY);

/** The first instant of a day in a timezone, ISO with the offset of that moment. */
export const startOfDayIso = (date: CalendarDate, tz: string): string =>
  dayjs.tz(`${date} 00:00:00.000`, tz).format(ISO_WITH_OFFSET);

/** The last millisecond of a day in a timezone (on DST days its offset differs from the start's). */
export const endOfDayIso = (date: CalendarDate, tz: string): string =>
  dayjs.tz(`${date} 23:59:59.999`, tz).format(ISO_WITH_OFFSET);

export interface DateRange {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

/**
 * Start is never after end: when the date just changed crosses the other one, the other is cleared
 * (so an end before the start clears the start, and a start after the end clears the end).
 */
export const normaliseRange = (range: DateRange, changed: 'start' | 'end'): DateRange => {
  if (range.start && range.end && range.start > range.end)
    return changed === 'start' ? { start: range.start, end: null } : { start: null, end: range.end };
  return range;
};

export const DATE_PRESETS = ['today', 'yesterday', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset's days, counted from today in the user's timezone. "This month" and "This year" end today. */
export const presetRange = (preset: DatePreset, today: CalendarDate): { start: CalendarDate; end: CalendarDate } => {
  const day = dayOf(today);
  const fmt = (value: Dayjs) => value.format(DAY);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = fmt(day.subtract(1, 'day'));
      return { start: yesterday, end: yesterday };
    }
    case 'thisMonth':
      return { start: fmt(day.startOf('month')), end: today };
    case 'lastMonth': {
      const last = day.startOf('month').subtract(1, 'month');
      return { start: fmt(last), end: fmt(last.endOf('month')) };
    }
    case 'thisYear':
      return { start: fmt(day.startOf('year')), end: today };
    case 'lastYear': {
      const last = day.startOf('year').subtract(1, 'year');
      return { start: fmt(last), end: fmt(last.endOf('year')) };
    }
  }
};

/** The preset a range equals today, if any (to mark it as chosen). */
export const presetOf = (range: DateRange, today: CalendarDate): DatePreset | undefined =>
  DATE_PRESETS.find(preset => {
    const days = presetRange(preset, today);
    return days.start === range.start && days.end === range.end;
  });

/** The short name of the timezone at that instant (CST, CDT, EST…), as the browser knows it. */
export const timezoneAbbreviation = (iso: string, tz: string): string => {
  try {
    const parts = formatIn(tz, 'abbreviation').formatToParts(new Date(iso));
    return parts.find(part => part.type === 'timeZoneName')?.value ?? tz;
  } catch {
    return tz;
  }
};

/** Dates show as they are typed (MM/DD/YYYY, in Spanish DD/MM/YYYY); times with seconds and am/pm. */
const dateFormat = (locale: string) => (dayFirst(locale) ? 'DD/MM/YYYY' : INPUT_FORMAT);
const TIME_FORMAT = 'hh:mm:ss a';

/** MM/DD/YYYY in the user's timezone. */
export const formatDate = (iso: string, tz: string, locale = 'en'): string =>
  inZone(iso, tz).format(dateFormat(locale));

/** MM/DD/YY, as funded dates are shown. */
export const formatShortDate = (iso: string, tz: string, locale = 'en'): string =>
  inZone(iso, tz).format(dayFirst(locale) ? 'DD/MM/YY' : 'MM/DD/YY');

/** hh:mm:ss am/pm in the user's timezone. */
export const formatTime = (iso: string, tz: string): string => inZone(iso, tz).format(TIME_FORMAT);

/** `03/10/2024 02:15:00 pm CDT`. */
export const formatDateTime = (iso: string, tz: string, locale = 'en'): string =>
  `${inZone(iso, tz).format(`${dateFormat(locale)} ${TIME_FORMAT}`)} ${timezoneAbbreviation(iso, tz)}`;

export const isValidInstant = (value: unknown): value is string => typeof value === 'string' && dayjs(value).isValid();
