import { Box, ClickAwayListener, Paper, Popper, Skeleton } from '@mui/material';
import { useTranslate } from 'ra-core';
import { lazy, Suspense, type ComponentProps } from 'react';

// The calendar (MUI X date pickers) loads only when someone opens it.
const PaymentDateCalendar = lazy(() =>
  import('./PaymentDateCalendar').then(module => ({ default: module.PaymentDateCalendar })),
);

interface PaymentDatePopupProps {
  anchor: HTMLElement | null;
  /** A click outside the popup and its inputs. */
  onClickAway: () => void;
  /** Escape, or Done in the calendar. */
  onClose: () => void;
  calendar: Omit<ComponentProps<typeof PaymentDateCalendar>, 'onDone'>;
}

/**
 * The dates' popup: the range calendar with its presets, under the inputs. A chunk of its own (with MUI's Popper), asked
 * for when the dates are pointed at or focused (PaymentDateRange): a search's page does not load it until then.
 */
export const PaymentDatePopup = ({ anchor, onClickAway, onClose, calendar }: PaymentDatePopupProps) => {
  const translate = useTranslate();
  return (
    <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: theme => theme.zIndex.modal }}>
      <ClickAwayListener
        onClickAway={event => {
          if (!anchor?.contains(event.target as Node)) onClickAway();
        }}
      >
        <Paper
          role="dialog"
          aria-label={translate('rm.payments.dates.dialog')}
          elevation={8}
          onKeyDown={event => {
            if (event.key === 'Escape') onClose();
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ p: 2, width: 520 }} aria-busy="true" aria-label={translate('rm.payments.dates.loading')}>
                <Skeleton variant="rectangular" height={300} />
              </Box>
            }
          >
            <PaymentDateCalendar {...calendar} onDone={onClose} />
          </Suspense>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
};
