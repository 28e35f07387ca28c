import { Box, Button, Divider, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { useLocaleState, useTranslate } from 'ra-core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
// Registers dayjs's Spanish month and day names (without making it the default), for the Spanish calendar.
import 'dayjs/locale/es';
import {
  DATE_PRESETS,
  dayOf,
  presetOf,
  presetRange,
  yearBounds,
  type CalendarDate,
  type DateRange,
  type Dayjs,
} from '../../src/lib/dates';

interface PaymentDateCalendarProps {
  range: DateRange;
  today: CalendarDate;
  autoFocus: boolean;
  onChange: (range: DateRange, changed: 'start' | 'end') => void;
  onPreset: (range: DateRange) => void;
  onClear: () => void;
  onDone: () => void;
}

const DAY = 'YYYY-MM-DD';
const RangeContext = createContext<DateRange>({ start: null, end: null });

/** A day of the calendar, shaded when inside the chosen range (the MIT pickers have no range calendar). */
const RangeDay = (props: PickersDayProps) => {
  const { start, end } = useContext(RangeContext);
  const day = (props.day as Dayjs).format(DAY);
  const inside = !!start && !!end && day > start && day < end;
  const edge = day === start || day === end;
  return (
    <PickersDay
      {...props}
      selected={edge && !props.outsideCurrentMonth}
      aria-selected={edge || inside}
      sx={{
        ...(inside && !props.outsideCurrentMonth
          ? {
              bgcolor: 'primary.light',
              color: 'primary.contrastText',
              borderRadius: 0,
              '&:hover, &:focus': { bgcolor: 'primary.main' },
            }
          : {}),
      }}
    />
  );
};

/**
 * The range picker: presets, then a month calendar where the first click picks the first day and
 * the second the last (a day before the first starts again).
 */
export const PaymentDateCalendar = ({
  range,
  today,
  autoFocus,
  onChange,
  onPreset,
  onClear,
  onDone,
}: PaymentDateCalendarProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [picking, setPicking] = useState<'start' | 'end'>(range.start && !range.end ? 'end' : 'start');
  const { min, max } = yearBounds(today);
  const active = presetOf(range, today);
  const firstPreset = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus) firstPreset.current?.focus();
  }, [autoFocus]);

  const pick = (value: Dayjs | null) => {
    if (!value) return;
    const day = value.format(DAY);
    if (picking === 'start' || !range.start || day < range.start) {
      onChange({ start: day, end: null }, 'start');
      setPicking('end');
    } else {
      onChange({ start: range.start, end: day }, 'end');
      setPicking('start');
    }
  };

  const shown = range.end ?? range.start;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={locale === 'es' ? esES.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box component="nav" aria-label={translate('rm.payments.dates.presetsLabel')} sx={{ minWidth: 160, py: 1 }}>
          <List dense disablePadding>
            {DATE_PRESETS.map((preset, index) => (
              <ListItem key={preset} disablePadding>
                <ListItemButton
                  ref={index === 0 ? firstPreset : undefined}
                  selected={active === preset}
                  aria-current={active === preset ? 'true' : undefined}
                  onClick={() => {
                    onPreset(presetRange(preset, today));
                    setPicking('start');
                  }}
                >
                  <ListItemText primary={translate(`rm.payments.dates.presets.${preset}`)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Divider orientation="vertical" flexItem />
        <Box>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', px: 3, pt: 1.5 }}
            aria-live="polite"
          >
            {translate(picking === 'start' ? 'rm.payments.dates.pickStart' : 'rm.payments.dates.pickEnd')}
          </Typography>
          <RangeContext.Provider value={range}>
            <DateCalendar
              value={shown ? dayOf(shown) : null}
              referenceDate={dayOf(today)}
              onChange={pick}
              minDate={dayOf(`${min}-01-01`)}
              maxDate={dayOf(`${max}-12-31`)}
              slots={{ day: RangeDay }}
              views={['year', 'month', 'day']}
              openTo="day"
            />
          </RangeContext.Provider>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, pb: 1.5 }}>
            <Button onClick={onClear} disabled={!range.start && !range.end}>
              {translate('rm.payments.dates.clear')}
            </Button>
            <Button variant="contained" onClick={onDone}>
              {translate('rm.payments.dates.done')}
            </Button>
          </Box>
        </Box>
      </Box>
    </LocalizationProvider>
  );
};
