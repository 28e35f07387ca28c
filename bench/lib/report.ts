import type { Measurement } from './results';

const format = (value: number, unit: string) => {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'KB' || unit === 'MB') return `${value.toFixed(1)}`;
  if (unit === '') return value.toFixed(3);
  return `${Math.round(value)}`;
};

const row = (measurement: Measurement) => {
  const { summary, unit, budget } = measurement;
  const runs = summary.runs.length;
  const value = Number.isFinite(summary.median) ? `${format(summary.median, unit)} ${unit}`.trim() : '–';
  const range = runs > 1 ? `${format(summary.min, unit)}–${format(summary.max, unit)}` : '';
  const sign = budget?.kind === 'max' ? '≤' : '≥';
  const limit = !budget
    ? ''
    : budget.relativeTo
      ? `${sign} ${budget.limit} × stock${measurement.limit === undefined ? '' : ` (${format(measurement.limit, unit)} ${budget.unit})`}`.trim()
      : `${sign} ${budget.limit} ${budget.unit}`.trim();
  return {
    group: measurement.group,
    label: measurement.label,
    value,
    range,
    runs: runs ? String(runs) : '',
    limit,
    status: measurement.status,
    note: measurement.note ?? '',
  };
};

const HEAD = ['group', 'measurement', 'median', 'range', 'runs', 'budget', 'status', 'note'];

/** A fixed-width table for the terminal. */
export const textTable = (measurements: Measurement[]) => {
  const rows = measurements
    .map(row)
    .map(r => [r.group, r.label, r.value, r.range, r.runs, r.limit, r.status.toUpperCase(), r.note]);
  const widths = HEAD.map((head, index) =>
    Math.min(index === 7 ? 60 : 60, Math.max(head.length, ...rows.map(r => r[index].length))),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.slice(0, widths[index]).padEnd(widths[index])).join('  ');
  return [line(HEAD), line(widths.map(width => '-'.repeat(width))), ...rows.map(line)].join('\n');
};

/** The same table in Markdown, for docs/performance.md. */
export const markdownTable = (measurements: Measurement[]) => {
  const rows = measurements.map(row);
  const escape = (value: string) => value.replace(/\|/g, '\\|');
  return [
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map(() => '---').join('|')}|`,
    ...rows.map(
      r => `| ${[r.group, r.label, r.value, r.range, r.runs, r.limit, r.status, r.note].map(escape).join(' | ')} |`,
    ),
  ].join('\n');
};
