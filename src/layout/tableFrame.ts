/**
 * The frame of a table wider than the screen: it scrolls sideways with its bar drawn (styled, so a browser with
 * overlay scroll bars does not hide it until the rows are touched), so a reader sees there is more.
 */
export const SCROLL_FRAME_SX = {
  overflowX: 'auto',
  '&::-webkit-scrollbar': { height: 8 },
  '&::-webkit-scrollbar-thumb': { bgcolor: 'action.disabled', borderRadius: 4 },
} as const;

/**
 * A table's last column in view at the frame's right edge while the rest scrolls under it (a row's action, a payment's
 * amount), a rule marking that edge below the width `scrollsBelow` (where the table is wider than its frame).
 */
export const stickyEndSx = (scrollsBelow: 'sm' | 'md' | 'lg') =>
  ({
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    borderLeft: { xs: 1, [scrollsBelow]: 0 },
    borderLeftColor: { xs: 'divider' },
  }) as const;

/** Money in a table's last column: never wrapped, and in view at the frame's right edge (`stickyEndSx`). */
export const stickyMoneySx = (scrollsBelow: 'sm' | 'lg') =>
  ({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...stickyEndSx(scrollsBelow) }) as const;

/**
 * A payment page's table on a phone: cells closer together, so it fits the screen or nearly; money never wraps, and the
 * last column's (a refund's amount) stays in view.
 */
export const DETAIL_TABLE_SX = {
  '& td, & th': { px: { xs: 1, sm: 2 } },
  '& td.rm-money, & th.rm-money': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& > tbody > tr > td.rm-money:last-of-type, & > thead > tr > th.rm-money:last-of-type': stickyMoneySx('sm'),
} as const;
