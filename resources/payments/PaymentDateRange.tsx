import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { DateFilter, PaymentSearch } from '../../dataProviders/payments/contract';
import {
  formatDateInput,
  maskDateInput,
  normaliseRange,
  parseDateInput,
  yearBounds,
  type CalendarDate,
  type DateRange,
} from '../../src/lib/dates';
import { lazy, named } from '../../src/routeTypes';
import { clearDates, dateRangeOf, setDateFilter, setDates } from './paymentSearchModel';
import { paymentFieldKey } from './paymentModel';

// The popup (MUI's Popper, and in it the calendar: MUI X date pickers) loads when the dates are pointed at or focused.
const PaymentDatePopup = lazy(named(() => import('./PaymentDatePopup'), 'PaymentDatePopup'));
const preparePopup = () => void PaymentDatePopup.preload().catch(() => undefined);

interface PaymentDateRangeProps {
  search: PaymentSearch;
  onChange: (next: PaymentSearch) => void;
  /** Today in the user's timezone. */
  today: CalendarDate;
}

type Bound = 'start' | 'end';

const FIELDSET_SX = { border: 0, p: 0, m: 0, minWidth: 0 } as const;
const ROW_SX = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 } as const;
const INPUTS_SX = { display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' } as const;
const INPUT_WIDTH = 170;
const INPUT_SX = { width: INPUT_WIDTH } as const;
const BUTTON_SX = { mt: 0.5 } as const;
const CLEAR_SX = { alignSelf: 'center', textDecoration: 'underline' } as const;

const sameDates = (a: PaymentSearch, b: PaymentSearch) =>
  a.date_from === b.date_from && a.date_to === b.date_to && a.dateFilter === b.dateFilter;

/** `search` with the dates and date mode of `dates`. */
const withDatesOf = (search: PaymentSearch, dates: PaymentSearch): PaymentSearch => ({
  ...setDates(search, dateRangeOf(dates)),
  ...(dates.dateFilter ? { dateFilter: dates.dateFilter } : {}),
});

/** Two masked mm/dd/yyyy inputs that open a range calendar with presets, the date mode and "Clear dates". */
export const PaymentDateRange = memo(function PaymentDateRange({ search, onChange, today }: PaymentDateRangeProps) {
  const translate = useTranslate();
  const range = dateRangeOf(search);
  const mode: DateFilter = search.dateFilter === 'funded' ? 'funded' : 'transaction';
  const anchor = useRef<HTMLDivElement>(null);
  // Opened from an input, the calendar leaves the focus there so typing goes on; from the button, it takes the focus.
  const [open, setOpen] = useState<false | 'input' | 'button'>(false);
  const legendId = useId();

  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (open === 'button') button.current?.focus();
    setOpen(false);
  };

  // The applied search can reach this component a moment after a change (the list debounces its URL), and on a busy
  // page after further changes made here: each change builds on the last one made here, so a second field typed
  // quickly never undoes the first. A search that arrives is one of this component's own changes coming back (its
  // dates are those of a change not yet seen), which must not undo the newer ones, or a change from elsewhere (a
  // preset applied by the list, a removed chip, Back), which wins.
  const latest = useRef(search);
  const pending = useRef<PaymentSearch[]>([]);
  useEffect(() => {
    const at = pending.current.findIndex(change => sameDates(change, search));
    if (at < 0) {
      pending.current = [];
      latest.current = search;
      return;
    }
    pending.current = pending.current.slice(at + 1);
    const newest = pending.current.at(-1);
    latest.current = newest ? withDatesOf(search, newest) : search;
  }, [search]);
  const apply = (next: PaymentSearch) => {
    latest.current = next;
    pending.current.push(next);
    onChange(next);
  };
  const commit = (next: DateRange, changed: Bound) => apply(setDates(latest.current, normaliseRange(next, changed)));
  const commitBound = (changed: Bound, date: CalendarDate | null) =>
    commit({ ...dateRangeOf(latest.current), [changed]: date }, changed);
  // Clearing the dates clears what was typed too, a date that was not one included (the inputs start afresh).
  const [generation, setGeneration] = useState(0);
  const clear = () => {
    setGeneration(current => current + 1);
    apply(clearDates(latest.current));
  };

  return (
    <Box component="fieldset" sx={FIELDSET_SX} aria-labelledby={legendId}>
      <Typography id={legendId} component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('rm.payments.dates.legend')}
      </Typography>
      <Box sx={ROW_SX}>
        <Box ref={anchor} sx={INPUTS_SX} onPointerEnter={preparePopup} onFocus={preparePopup}>
          <MaskedDateInput
            key={`start-${generation}`}
            bound="start"
            value={range.start}
            today={today}
            onCommit={date => commitBound('start', date)}
            onOpen={() => setOpen('input')}
            onClose={() => setOpen(false)}
          />
          <MaskedDateInput
            key={`end-${generation}`}
            bound="end"
            value={range.end}
            today={today}
            onCommit={date => commitBound('end', date)}
            onOpen={() => setOpen('input')}
            onClose={() => setOpen(false)}
          />
          <IconButton
            ref={button}
            aria-label={translate('rm.payments.dates.open')}
            aria-haspopup="dialog"
            aria-expanded={!!open}
            onClick={() => setOpen('button')}
            sx={BUTTON_SX}
          >
            <CalendarMonthIcon />
          </IconButton>
        </Box>
        <FormControl>
          <FormLabel id={`${legendId}-mode`} sx={{ fontSize: 14 }}>
            {translate('rm.payments.dates.filterBy')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${legendId}-mode`}
            value={mode}
            onChange={event => apply(setDateFilter(latest.current, event.target.value as DateFilter))}
          >
            <FormControlLabel
              value="transaction"
              control={<Radio size="small" />}
              label={translate(paymentFieldKey('createdAt'))}
            />
            <FormControlLabel
              value="funded"
              control={<Radio size="small" />}
              label={translate(paymentFieldKey('fundedAt'))}
            />
          </RadioGroup>
        </FormControl>
        {range.start || range.end ? (
          <Button variant="text" onClick={() => clear()} sx={CLEAR_SX}>
            {translate('rm.payments.dates.clear')}
          </Button>
        ) : null}
      </Box>
      {open ? (
        <Suspense fallback={null}>
          <PaymentDatePopup
            anchor={anchor.current}
            onClickAway={() => setOpen(false)}
            onClose={close}
            calendar={{
              range,
              today,
              autoFocus: open === 'button',
              onChange: (next, changed) => commit(next, changed),
              onPreset: next => apply(setDates(latest.current, next)),
              onClear: clear,
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
});

interface MaskedDateInputProps {
  bound: Bound;
  value: CalendarDate | null;
  today: CalendarDate;
  onCommit: (date: CalendarDate | null) => void;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * A mm/dd/yyyy input (dd/mm/yyyy in Spanish): slashes come by themselves. An invalid or out-of-range date is treated as
 * empty (the spec's rule: the search runs without that end of the range), and the field keeps what was typed and says
 * why until it is corrected or cleared.
 */
const MaskedDateInput = ({ bound, value, today, onCommit, onOpen, onClose }: MaskedDateInputProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [text, setText] = useState(formatDateInput(value, locale));
  const [invalid, setInvalid] = useState(false);
  const { min, max } = yearBounds(today);

  // The applied date wins whenever it changes from elsewhere (a preset, the calendar, Back, a removed chip). A change
  // this input made itself coming back does not: on a busy page it can arrive after more was typed (clearing the
  // field, then typing a new date before the cleared search is applied), and what was typed since would be lost.
  const committed = useRef<{ date: CalendarDate | null } | null>(null);
  useEffect(() => {
    const own = committed.current;
    committed.current = null;
    if (own && own.date === value) return;
    setText(formatDateInput(value, locale));
    setInvalid(false);
    // A new language is a new mount (react-admin mounts the app anew), so only a new applied date resets the field.
  }, [value, locale]);
  const commit = (date: CalendarDate | null) => {
    committed.current = { date };
    onCommit(date);
  };

  const settle = (masked: string, final: boolean) => {
    if (!masked) {
      setInvalid(false);
      if (value) commit(null);
      return;
    }
    if (masked.length < 10 && !final) return;
    const parsed = parseDateInput(masked, today, locale);
    setInvalid(!parsed);
    if (parsed !== value) commit(parsed);
  };

  return (
    <TextField
      size="small"
      label={translate(`rm.payments.dates.${bound}`)}
      placeholder={translate('rm.payments.dates.format')}
      value={text}
      error={invalid}
      helperText={invalid ? translate('rm.payments.dates.invalid', { min, max }) : undefined}
      onChange={event => {
        const masked = maskDateInput(event.target.value);
        setText(masked);
        settle(masked, false);
      }}
      onBlur={() => settle(text, true)}
      onClick={onOpen}
      onKeyDown={event => {
        if (event.key === 'ArrowDown' && event.altKey) onOpen();
        if (event.key === 'Escape' || event.key === 'Tab') onClose();
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        inputLabel: { shrink: true },
      }}
      sx={INPUT_SX}
    />
  );
};
