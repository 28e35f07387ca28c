import {
  dayjs,
  endOfDayIso,
  formatDate,
  formatDateInput,
  isCalendarDate,
  formatDateTime,
  formatShortDate,
  maskDateInput,
  normaliseRange,
  parseDateInput,
  presetOf,
  presetRange,
  startOfDayIso,
  timezoneAbbreviation,
  todayIn,
  yearBounds,
} from './dates';

const CHICAGO = 'America/Chicago';

describe('maskDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03'],
    ['031', '03/1'],
    ['0310', '03/10'],
    ['03102', '03/10/2'],
    ['03102024', '03/10/2024'],
    ['031020245', '03/10/2024'],
    ['03/10/2024', '03/10/2024'],
    ['03-10-2024', '03/10/2024'],
    ['ab03cd', '03'],
    ['03/', '03'],
  ])('%s shows as %s', (input, output) => {
    expect(maskDateInput(input)).toBe(output);
  });
});

describe('parseDateInput', () => {
  const today = '2026-11-21';

  it('reads a complete mm/dd/yyyy date', () => {
    expect(parseDateInput('03/10/2024', today)).toBe('2024-03-10');
    expect(parseDateInput('02/29/2024', today)).toBe('2024-02-29');
  });

  it.each(['02/30/2024', '02/29/2023', '13/01/2024', '00/10/2024', '03/10/24', '3/10/2024', '03/10/2024x', ''])(
    'treats %s as empty',
    input => {
      expect(parseDateInput(input, today)).toBeNull();
    },
  );

  it('accepts years from 10 before to 5 after the current one only', () => {
    expect(yearBounds(today)).toEqual({ min: 2016, max: 2031 });
    expect(parseDateInput('01/01/2016', today)).toBe('2016-01-01');
    expect(parseDateInput('12/31/2015', today)).toBeNull();
    expect(parseDateInput('12/31/2031', today)).toBe('2031-12-31');
    expect(parseDateInput('01/01/2032', today)).toBeNull();
  });

  it('round-trips with formatDateInput', () => {
    expect(formatDateInput(parseDateInput('11/05/2025', today))).toBe('11/05/2025');
    expect(formatDateInput(null)).toBe('');
  });

  it('reads and writes the day first in Spanish', () => {
    expect(parseDateInput('10/03/2024', today, 'es')).toBe('2024-03-10');
    expect(parseDateInput('29/02/2023', today, 'es')).toBeNull();
    expect(parseDateInput('03/13/2024', today, 'es')).toBeNull();
    expect(formatDateInput('2024-03-10', 'es')).toBe('10/03/2024');
  });
});

describe('isCalendarDate', () => {
  it('takes a YYYY-MM-DD day that exists', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-12-31')).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-3-10',
    '03/10/2024',
    '2024-03-10T00:00:00Z',
    '',
    20240310,
  ])('refuses %s', value => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('presetRange around month and year ends', () => {
  it('on the first of a month, "This month" is that one day and "Last month" the whole previous month', () => {
    expect(presetRange('thisMonth', '2025-03-01')).toEqual({ start: '2025-03-01', end: '2025-03-01' });
    expect(presetRange('lastMonth', '2025-03-01')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('on the first of January, yesterday and last month are in the previous year', () => {
    expect(presetRange('yesterday', '2025-01-01')).toEqual({ start: '2024-12-31', end: '2024-12-31' });
    expect(presetRange('lastMonth', '2025-01-01')).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(presetRange('thisYear', '2025-01-01')).toEqual({ start: '2025-01-01', end: '2025-01-01' });
    expect(presetRange('lastYear', '2025-01-01')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('on the last day of a year', () => {
    expect(presetRange('today', '2024-12-31')).toEqual({ start: '2024-12-31', end: '2024-12-31' });
    expect(presetRange('thisMonth', '2024-12-31')).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(presetRange('thisYear', '2024-12-31')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('recognises a range that equals a preset', () => {
    expect(presetOf({ start: '2024-12-01', end: '2024-12-31' }, '2025-01-01')).toBe('lastMonth');
    expect(presetOf({ start: '2024-12-02', end: '2024-12-31' }, '2025-01-01')).toBeUndefined();
  });
});

describe('today in the user timezone', () => {
  it('is still yesterday in Chicago just after midnight UTC', () => {
    expect(todayIn(CHICAGO, Date.parse('2025-01-01T03:00:00Z'))).toBe('2024-12-31');
    expect(todayIn('UTC', Date.parse('2025-01-01T03:00:00Z'))).toBe('2025-01-01');
  });
});

describe('days as instants in the user timezone', () => {
  it('uses the standard offset in winter and the daylight one in summer', () => {
    expect(startOfDayIso('2025-01-15', CHICAGO)).toBe('2025-01-15T00:00:00.000-06:00');
    expect(endOfDayIso('2025-07-15', CHICAGO)).toBe('2025-07-15T23:59:59.999-05:00');
  });

  it('spans the DST switches: the start and the end of those days carry different offsets', () => {
    expect(startOfDayIso('2024-03-10', CHICAGO)).toBe('2024-03-10T00:00:00.000-06:00');
    expect(endOfDayIso('2024-03-10', CHICAGO)).toBe('2024-03-10T23:59:59.999-05:00');
    expect(startOfDayIso('2024-11-03', CHICAGO)).toBe('2024-11-03T00:00:00.000-05:00');
    expect(endOfDayIso('2024-11-03', CHICAGO)).toBe('2024-11-03T23:59:59.999-06:00');
  });
});

describe('normaliseRange', () => {
  it('keeps an ordered range', () => {
    expect(normaliseRange({ start: '2025-01-01', end: '2025-01-31' }, 'end')).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
    expect(normaliseRange({ start: '2025-01-01', end: '2025-01-01' }, 'start')).toEqual({
      start: '2025-01-01',
      end: '2025-01-01',
    });
  });

  it('an end before the start clears the start; a start after the end clears the end', () => {
    expect(normaliseRange({ start: '2025-02-01', end: '2025-01-31' }, 'end')).toEqual({
      start: null,
      end: '2025-01-31',
    });
    expect(normaliseRange({ start: '2025-02-01', end: '2025-01-31' }, 'start')).toEqual({
      start: '2025-02-01',
      end: null,
    });
  });
});

describe('formatting instants', () => {
  const iso = '2024-07-04T19:05:09Z';

  it('shows date, time and timezone abbreviation in the user timezone', () => {
    expect(formatDateTime(iso, CHICAGO)).toBe('07/04/2024 02:05:09 pm CDT');
    expect(formatDateTime('2024-01-04T19:05:09Z', 'America/New_York')).toBe('01/04/2024 02:05:09 pm EST');
  });

  it('shows the day of the user timezone, not of UTC', () => {
    expect(formatDate('2024-07-05T03:00:00Z', CHICAGO)).toBe('07/04/2024');
    expect(formatShortDate('2024-07-05T03:00:00Z', CHICAGO)).toBe('07/04/24');
  });

  it('shows the day first in Spanish, the time and zone as in English', () => {
    expect(formatDateTime(iso, CHICAGO, 'es')).toBe('04/07/2024 02:05:09 pm CDT');
    expect(formatDate('2024-07-05T03:00:00Z', CHICAGO, 'es')).toBe('04/07/2024');
    expect(formatShortDate('2024-07-05T03:00:00Z', CHICAGO, 'es')).toBe('04/07/24');
  });

  it('names the abbreviation, or the zone itself when it is unknown', () => {
    expect(timezoneAbbreviation(iso, 'America/Los_Angeles')).toBe('PDT');
    expect(timezoneAbbreviation(iso, 'Not/AZone')).toBe('Not/AZone');
  });
});

describe('dates in a timezone (a cached formatter instead of dayjs tz())', () => {
  const zones = [
    'America/Chicago',
    'America/New_York',
    'America/St_Johns',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'UTC',
    'Europe/London',
  ];
  const instants = [
    '2025-03-09T07:59:59.000Z', // just before and after Chicago's spring change
    '2025-03-09T08:00:00.000Z',
    '2025-11-02T06:59:59.999Z', // and its autumn change, in the repeated hour
    '2025-11-02T07:00:00.000Z',
    '2024-02-29T23:30:00.000Z',
    '1969-12-31T23:59:59.500Z',
    '2025-06-15T12:34:56.789+05:30',
  ];

  it('shows the same wall clock and offset as dayjs tz()', () => {
    for (const tz of zones)
      for (const iso of instants) {
        expect(formatDateTime(iso, tz)).toBe(
          `${dayjs(iso).tz(tz).format('MM/DD/YYYY hh:mm:ss a')} ${timezoneAbbreviation(iso, tz)}`,
        );
        expect(formatDate(iso, tz)).toBe(dayjs(iso).tz(tz).format('MM/DD/YYYY'));
        expect(todayIn(tz, new Date(iso))).toBe(dayjs(iso).tz(tz).format('YYYY-MM-DD'));
      }
  });
});
