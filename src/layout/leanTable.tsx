import { keyframes } from '@emotion/react';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';

/**
 * Result tables render their body rows as plain `<tr>` and `<td>` elements, styled once by the table, instead of one
 * MUI TableRow, TableCell and Skeleton per cell. Each of those is a styled component that computes its styles on every
 * render, and a page of results or its ten loading rows is a few hundred of them, on the way to the first row. The rows look as MUI's do (its
 * small or medium body cells, row hover, text Skeleton), and the header keeps MUI's cells.
 */
export const LEAN = {
  /** A row that opens something when clicked: hover background and pointer. */
  link: 'rm-lean-link',
  /** A cell aligned right (amounts). */
  right: 'rm-lean-right',
  /** A cell that does not wrap (dates, amounts). */
  nowrap: 'rm-lean-nowrap',
  /** Figures in columns: tabular digits. */
  numeric: 'rm-lean-numeric',
  /** An icon beside its text. */
  inline: 'rm-lean-inline',
  /** A link to the row's record (the first column): the theme's link, bold. */
  anchor: 'rm-lean-anchor',
  /** Secondary text ("Not available"). */
  muted: 'rm-lean-muted',
  /** The loading bar in a placeholder cell. */
  skeleton: 'rm-lean-skeleton',
  /** A small filled pill (a status), drawn as MUI's small filled Chip; its colour comes with `leanPill(tone)`. */
  pill: 'rm-lean-pill',
  /** A `<button>` drawn as MUI's small text Button with no padding, underlined ("More"): the theme's primary colour. */
  textButton: 'rm-lean-text-button',
} as const;

/** The colours of MUI's filled Chip: `default` is its grey one. */
export type PillTone = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
const PALETTE_TONES = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const satisfies readonly PillTone[];

/** The class names of a pill in `tone` (its text, and the contrast of that text, as the Chip's). */
export const leanPill = (tone: PillTone) => `${LEAN.pill} ${LEAN.pill}-${tone}`;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** The `sx` of a MUI `Table` whose body rows are lean; `size` as the Table's. */
export const leanTableSx = (size: 'small' | 'medium'): SxProps<Theme> => (theme: Theme) => leanStyles(size, theme);

/** What a function `sx` returns (MUI's SystemStyleObject), named without importing @mui/system. */
type NestedStyles = Extract<SxProps<Theme>, (theme: Theme) => unknown> extends (theme: Theme) => infer Styles ? Styles : never;

const leanStyles = (size: 'small' | 'medium', theme: Theme): NestedStyles => {
  const radius = Number(theme.shape.borderRadius);
  return {
    '& > tbody > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    [`& > tbody > tr.${LEAN.link}:hover`]: { backgroundColor: theme.palette.action.hover, cursor: 'pointer' },
    '& > tbody > tr > td': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: size === 'small' ? '6px 16px' : '16px',
    },
    [`& td.${LEAN.right}`]: { textAlign: 'right' },
    [`& td.${LEAN.nowrap}`]: { whiteSpace: 'nowrap' },
    [`& .${LEAN.numeric}`]: { fontVariantNumeric: 'tabular-nums' },
    [`& .${LEAN.inline}`]: { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.75) },
    [`& .${LEAN.anchor}`]: {
      color: theme.palette.primary.main,
      fontWeight: 600,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    [`& .${LEAN.muted}`]: { color: theme.palette.text.secondary },
    [`& .${LEAN.skeleton}`]: {
      display: 'block',
      width: '80%',
      backgroundColor: alpha(theme.palette.text.primary, 0.11),
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      animation: `${pulse} 2s ease-in-out 0.5s infinite`,
      '&:empty:before': { content: '"\\00a0"' },
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    [`& td.${LEAN.right} .${LEAN.skeleton}`]: { marginLeft: 'auto' },
  };
};

/**
 * The styles of pills and text buttons in lean rows (`LEAN.pill` with `leanPill(tone)`, `LEAN.textButton`), for a table
 * whose rows draw them (the users table), beside `leanTableSx`: tables without them do not insert their rules.
 */
export const leanPillStyles = (theme: Theme): NestedStyles => {
  const radius = Number(theme.shape.borderRadius);
  return {
    // MUI's Chip, size small: its label's padding, a height of 24 and the Chip's font size, its text cut with an ellipsis.
    [`& .${LEAN.pill}`]: {
      display: 'inline-block',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      lineHeight: '24px',
      padding: '0 8px',
      borderRadius: '16px',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      backgroundColor: theme.palette.action.selected,
      color: theme.palette.text.primary,
    },
    ...Object.fromEntries(
      PALETTE_TONES.map(tone => [`& .${LEAN.pill}-${tone}`, { backgroundColor: theme.palette[tone].main, color: theme.palette[tone].contrastText }]),
    ),
    // MUI's Button, size small, variant text, with the theme's weight and no padding: a plain button, keyboard operable.
    [`& .${LEAN.textButton}`]: {
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      textTransform: 'none',
      textDecoration: 'underline',
      color: theme.palette.primary.main,
      background: 'none',
      border: 0,
      borderRadius: `${radius}px`,
      margin: 0,
      padding: 0,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
  };
};

export interface SkeletonColumn {
  key: string;
  /** The bar's width: a length in pixels or a CSS width; 80% of the cell by default. */
  width?: number | string;
  right?: boolean;
}

/** `count` placeholder rows of lean cells, each with a pulsing bar, for a table styled by `leanTableSx`. */
export const LeanSkeletonRows = ({ count, columns, testId }: { count: number; columns: readonly SkeletonColumn[]; testId: string }) =>
  Array.from({ length: count }, (_, index) => (
    <tr key={index} data-testid={testId}>
      {columns.map(column => (
        <td key={column.key} className={column.right ? LEAN.right : undefined}>
          <span className={LEAN.skeleton} style={column.width === undefined ? undefined : { width: column.width }} />
        </td>
      ))}
    </tr>
  ));
