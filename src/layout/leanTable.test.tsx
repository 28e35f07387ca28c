import { Table, TableBody } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAN, LeanSkeletonRows, leanTableSx } from './leanTable';

const theme = createTheme();

const renderTable = (size: 'small' | 'medium', body: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <Table size={size} sx={leanTableSx(size)} aria-label="Results">
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
});
