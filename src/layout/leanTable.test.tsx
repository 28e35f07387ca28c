import { Table, TableBody } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAN, leanPill, leanPillStyles, LeanSkeletonRows, leanTableSx } from './leanTable';

const theme = createTheme();

/** A colour as the browser computes it, to compare with a computed style. */
const computed = (property: 'color' | 'backgroundColor', value: string) => {
  const element = document.createElement('span');
  element.style[property] = value;
  document.body.appendChild(element);
  const result = getComputedStyle(element)[property];
  element.remove();
  return result;
};

const renderTable = (size: 'small' | 'medium', body: React.ReactNode, pills = false) =>
  render(
    <ThemeProvider theme={theme}>
      <Table size={size} sx={pills ? theme => ({ ...(leanTableSx(size) as (t: typeof theme) => object)(theme), ...leanPillStyles(theme) }) : leanTableSx(size)} aria-label="Results">
        <TableBody>{body}</TableBody>
      </Table>
    </ThemeProvider>,
  );

describe('lean table rows', () => {
  it('styles plain cells as MUI body cells of the table size, and aligns right-hand cells', () => {
    renderTable(
      'small',
      <tr className={LEAN.link}>
        <td>Water Utilities</td>
        <td className={`${LEAN.right} ${LEAN.nowrap}`}>$60.00</td>
      </tr>,
    );
    const [left, right] = screen.getAllByRole('cell');
    expect(getComputedStyle(left).padding).toBe('6px 16px');
    expect(getComputedStyle(left).textAlign).toBe('left');
    expect(getComputedStyle(left).borderBottom).toMatch(/^1px solid/);
    expect(getComputedStyle(right).textAlign).toBe('right');
    expect(getComputedStyle(right).whiteSpace).toBe('nowrap');
  });

  it('uses the medium padding for a medium table', () => {
    renderTable(
      'medium',
      <tr>
        <td>Jane Doe</td>
      </tr>,
    );
    expect(getComputedStyle(screen.getByRole('cell')).padding).toBe('16px');
  });

  it('renders the asked number of placeholder rows, a pulsing bar in every cell, right-hand bars pushed right', () => {
    renderTable('small', <LeanSkeletonRows count={10} testId="skeleton-row" columns={[{ key: 'id' }, { key: 'amount', width: 60, right: true }]} />);
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(10);
    const bars = rows[0].querySelectorAll<HTMLElement>(`.${LEAN.skeleton}`);
    expect(bars).toHaveLength(2);
    expect(getComputedStyle(bars[0]).display).toBe('block');
    expect(getComputedStyle(bars[0]).width).toBe('80%');
    expect(getComputedStyle(bars[1]).width).toBe('60px');
    expect(getComputedStyle(bars[1]).marginLeft).toBe('auto');
    expect(getComputedStyle(bars[0]).animation).toMatch(/2s ease-in-out 0.5s infinite/);
  });

  /** An Active (success) and an Unknown (default) pill, in a table with or without the pill styles. */
  const renderPills = (pills: boolean) =>
    renderTable(
      'small',
      <tr>
        <td>
          <span className={leanPill('success')}>Active</span>
          <span className={leanPill('default')}>Unknown</span>
        </td>
      </tr>,
      pills,
    );

  it('draws a pill as a small filled MUI Chip of its tone, the grey one by default', () => {
    renderPills(true);
    const pill = getComputedStyle(screen.getByText('Active'));
    expect(pill.height).toBe('24px');
    expect(pill.borderRadius).toBe('16px');
    expect(pill.padding).toBe('0px 8px');
    expect(pill.fontSize).toBe('0.8125rem');
    expect(pill.fontWeight).toBe('600');
    expect(pill.whiteSpace).toBe('nowrap');
    expect(pill.backgroundColor).toBe(computed('backgroundColor', theme.palette.success.main));
    expect(pill.color).toBe(computed('color', theme.palette.success.contrastText));
    const grey = getComputedStyle(screen.getByText('Unknown'));
    expect(grey.backgroundColor).toBe(computed('backgroundColor', theme.palette.action.selected));
    expect(grey.color).toBe(computed('color', theme.palette.text.primary));
  });

  it('leaves pills to the tables that ask for their styles', () => {
    renderPills(false);
    expect(getComputedStyle(screen.getByText('Active')).borderRadius).not.toBe('16px');
  });

  it('draws a text button as an underlined link-coloured button, with no box of its own', () => {
    renderTable(
      'small',
      <tr>
        <td>
          <button type="button" className={LEAN.textButton}>
            More
          </button>
        </td>
      </tr>,
      true,
    );
    const button = getComputedStyle(screen.getByRole('button', { name: 'More' }));
    expect(button.color).toBe(computed('color', theme.palette.primary.main));
    expect(button.textDecoration).toMatch(/underline/);
    expect(button.padding).toBe('0px');
    expect(button.borderRadius).toBe(`${theme.shape.borderRadius}px`);
    expect(button.borderStyle === 'none' || button.borderWidth === '0px').toBe(true);
    expect(button.cursor).toBe('pointer');
  });
});
