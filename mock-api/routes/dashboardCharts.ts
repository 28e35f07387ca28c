/**
 * Server-rendered SVG charts for the mock dashboard: no chart library, no script. Each chart is a
 * figure with a caption, an SVG with a title and description for assistive technology, and the
 * same numbers in a table under a disclosure.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US');

export const money = (cents: number) => usd.format(cents / 100);
export const count = (value: number) => whole.format(value);

/** $1.2k, $34k, $1.5M: axis labels. */
export const compactMoney = (cents: number) => {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(dollars % 1_000_000 === 0 ? 0 : 1)}M`;
  if (Math.abs(dollars) >= 1_000)
    return `$${(dollars / 1_000).toFixed(dollars >= 10_000 || dollars % 1_000 === 0 ? 0 : 1)}k`;
  return `$${Math.round(dollars)}`;
};

/** A round axis maximum at or above `value`, and its ticks. */
export const niceScale = (value: number, ticks = 4) => {
  if (value <= 0) return { max: ticks, step: 1 };
  const rough = value / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map(f => f * magnitude).find(candidate => candidate >= rough)!;
  return { max: step * Math.ceil(value / step), step };
};

/** Colours with at least 3:1 contrast on white (WCAG 1.4.11), told apart by more than hue. */
export const PALETTE = ['#0b3d6e', '#0b6e5f', '#a15c00', '#6a3d9a', '#b3261e', '#4d5b6a', '#1f7a9e', '#7a4b00'];
/** The same series on dark cards (theme=dark), light enough to stand out from them (3:1 for graphics). */
export const DARK_PALETTE = ['#6fb1f2', '#4fc7b4', '#f0a64a', '#b99be0', '#f28b82', '#aab6c3', '#6cc3e6', '#d9a35c'];

let uid = 0;
const nextId = (prefix: string) => `${prefix}-${++uid}`;

interface Table {
  headers: string[];
  rows: string[][];
}

const dataTable = (caption: string, table: Table) => `
  <details class="data">
    <summary>Show the data of “${escapeHtml(caption)}”</summary>
    <table>
      <caption class="visually-hidden">${escapeHtml(caption)}</caption>
      <thead><tr>${table.headers.map((header, index) => `<th scope="col"${index ? ' class="num"' : ''}>${escapeHtml(header)}</th>`).join('')}</tr></thead>
      <tbody>${table.rows
        .map(
          row =>
            `<tr>${row.map((cell, index) => (index ? `<td class="num">${escapeHtml(cell)}</td>` : `<th scope="row">${escapeHtml(cell)}</th>`)).join('')}</tr>`,
        )
        .join('')}</tbody>
    </table>
  </details>`;

const figure = ({
  title,
  summary,
  svg,
  table,
  wide,
}: {
  title: string;
  summary: string;
  svg: string;
  table: Table;
  wide?: boolean;
}) => `
  <figure class="card chart${wide ? ' wide' : ''}">
    <figcaption><h2>${escapeHtml(title)}</h2><p class="summary">${escapeHtml(summary)}</p></figcaption>
    ${svg}
    ${dataTable(title, table)}
  </figure>`;

const svgOpen = (width: number, height: number, title: string, description: string) => {
  const titleId = nextId('chart-title');
  const descId = nextId('chart-desc');
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId} ${descId}" preserveAspectRatio="xMidYMid meet">
    <title id="${titleId}">${escapeHtml(title)}</title><desc id="${descId}">${escapeHtml(description)}</desc>`;
};

export interface Series {
  label: string;
  values: number[];
  format: (value: number) => string;
  axis: (value: number) => string;
}

/**
 * Columns for the first series with an optional line for the second on its own right-hand axis:
 * amount by day as columns, number of payments as a line.
 */
export const columnsWithLine = ({
  title,
  summary,
  categories,
  categoryLabel,
  columns,
  line,
  tickEvery = 1,
}: {
  title: string;
  summary: string;
  categories: string[];
  categoryLabel: (category: string) => string;
  columns: Series;
  line?: Series;
  tickEvery?: number;
}) => {
  const width = 760;
  const height = 300;
  const pad = { top: 20, right: line ? 56 : 16, bottom: 44, left: 64 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const left = niceScale(Math.max(0, ...columns.values));
  const right = line ? niceScale(Math.max(0, ...line.values)) : undefined;
  const slot = plotW / Math.max(1, categories.length);
  const barW = Math.max(2, Math.min(36, slot * 0.64));
  const y = (value: number, max: number) => pad.top + plotH - (value / max) * plotH;

  const grid: string[] = [];
  for (let tick = 0; tick <= left.max + 1e-9; tick += left.step) {
    const ty = y(tick, left.max);
    grid.push(`<line class="grid" x1="${pad.left}" x2="${width - pad.right}" y1="${ty}" y2="${ty}"/>`);
    grid.push(
      `<text class="axis" x="${pad.left - 8}" y="${ty + 4}" text-anchor="end">${escapeHtml(columns.axis(tick))}</text>`,
    );
  }
  if (right && line)
    for (let tick = 0; tick <= right.max + 1e-9; tick += right.step)
      grid.push(
        `<text class="axis" x="${width - pad.right + 8}" y="${y(tick, right.max) + 4}">${escapeHtml(line.axis(tick))}</text>`,
      );

  const bars = columns.values
    .map((value, index) => {
      const x = pad.left + slot * index + (slot - barW) / 2;
      const top = y(value, left.max);
      return `<rect class="bar" x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barW.toFixed(1)}" height="${(pad.top + plotH - top).toFixed(1)}" rx="2" fill="${PALETTE[0]}"><title>${escapeHtml(`${categoryLabel(categories[index])}: ${columns.format(value)}`)}</title></rect>`;
    })
    .join('');
  const labels = categories
    .map((category, index) =>
      index % tickEvery === 0 || index === categories.length - 1
        ? `<text class="axis" x="${(pad.left + slot * index + slot / 2).toFixed(1)}" y="${height - pad.bottom + 18}" text-anchor="middle">${escapeHtml(categoryLabel(category))}</text>`
        : '',
    )
    .join('');
  let lineSvg = '';
  if (line && right) {
    const points = line.values.map(
      (value, index) => `${(pad.left + slot * index + slot / 2).toFixed(1)},${y(value, right.max).toFixed(1)}`,
    );
    lineSvg = `<polyline class="line" points="${points.join(' ')}" fill="none" stroke="${PALETTE[2]}" stroke-width="2.5" stroke-linejoin="round"/>${line.values
      .map(
        (value, index) =>
          `<circle cx="${(pad.left + slot * index + slot / 2).toFixed(1)}" cy="${y(value, right.max).toFixed(1)}" r="3.5" fill="#fff" stroke="${PALETTE[2]}" stroke-width="2"><title>${escapeHtml(`${categoryLabel(categories[index])}: ${line.format(value)}`)}</title></circle>`,
      )
      .join('')}`;
  }
  const legend = `<g class="legend" transform="translate(${pad.left},${height - 10})">
      <rect width="12" height="12" y="-10" rx="2" fill="${PALETTE[0]}"/><text x="18">${escapeHtml(columns.label)}</text>
      ${line ? `<line x1="170" x2="192" y1="-4" y2="-4" stroke="${PALETTE[2]}" stroke-width="2.5"/><circle cx="181" cy="-4" r="3.5" fill="#fff" stroke="${PALETTE[2]}" stroke-width="2"/><text x="198">${escapeHtml(line.label)}</text>` : ''}
    </g>`;
  const svg = `${svgOpen(width, height, title, summary)}${grid.join('')}${bars}${lineSvg}${labels}${legend}</svg>`;
  const table: Table = {
    headers: [line ? 'Period' : 'Period', columns.label, ...(line ? [line.label] : [])],
    rows: categories.map((category, index) => [
      categoryLabel(category),
      columns.format(columns.values[index]),
      ...(line ? [line.format(line.values[index])] : []),
    ]),
  };
  return figure({ title, summary, svg, table, wide: true });
};

export interface Part {
  label: string;
  value: number;
  secondary?: number;
}

/** Horizontal bars, largest first, each labelled with its value and share. */
export const horizontalBars = ({
  title,
  summary,
  parts,
  format,
  secondaryLabel,
  secondaryFormat,
  valueLabel,
}: {
  title: string;
  summary: string;
  parts: Part[];
  format: (value: number) => string;
  valueLabel: string;
  secondaryLabel?: string;
  secondaryFormat?: (value: number) => string;
}) => {
  const width = 560;
  const rowH = 40;
  const labelW = 170;
  const valueW = 150;
  const height = Math.max(1, parts.length) * rowH + 8;
  const max = Math.max(1, ...parts.map(part => part.value));
  const total = parts.reduce((sum, part) => sum + part.value, 0) || 1;
  const barSpace = width - labelW - valueW;
  const rows = parts
    .map((part, index) => {
      const y = index * rowH + 8;
      const barW = Math.max(part.value > 0 ? 2 : 0, (part.value / max) * barSpace);
      const share = `${Math.round((part.value / total) * 100)}%`;
      return `<g transform="translate(0,${y})">
        <text class="label" x="${labelW - 10}" y="17" text-anchor="end">${escapeHtml(part.label)}</text>
        <rect x="${labelW}" y="4" width="${barW.toFixed(1)}" height="20" rx="3" fill="${PALETTE[index % PALETTE.length]}"><title>${escapeHtml(`${part.label}: ${format(part.value)} (${share})`)}</title></rect>
        <text class="value" x="${(labelW + barW + 8).toFixed(1)}" y="19">${escapeHtml(`${format(part.value)} · ${share}`)}</text>
      </g>`;
    })
    .join('');
  const svg = `${svgOpen(width, height, title, summary)}${rows}</svg>`;
  const table: Table = {
    headers: ['', valueLabel, 'Share', ...(secondaryLabel ? [secondaryLabel] : [])],
    rows: parts.map(part => [
      part.label,
      format(part.value),
      `${Math.round((part.value / total) * 100)}%`,
      ...(secondaryLabel && secondaryFormat ? [secondaryFormat(part.secondary ?? 0)] : []),
    ]),
  };
  return figure({ title, summary, svg, table });
};

/** A donut with a legend beside it; the centre shows the total. */
export const donut = ({
  title,
  summary,
  parts,
  format,
  centre,
  valueLabel,
}: {
  title: string;
  summary: string;
  parts: Part[];
  format: (value: number) => string;
  centre: string;
  valueLabel: string;
}) => {
  const width = 560;
  const height = Math.max(220, parts.length * 30 + 40);
  const cx = 110;
  const cy = height / 2;
  const r = 86;
  const inner = 54;
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  let angle = -Math.PI / 2;
  const point = (radius: number, a: number) =>
    `${(cx + radius * Math.cos(a)).toFixed(2)} ${(cy + radius * Math.sin(a)).toFixed(2)}`;
  const slices = total
    ? parts
        .map((part, index) => {
          const sweep = (part.value / total) * Math.PI * 2;
          if (sweep <= 0) return '';
          const end = angle + Math.min(sweep, Math.PI * 2 - 1e-4);
          const large = sweep > Math.PI ? 1 : 0;
          const d = `M ${point(r, angle)} A ${r} ${r} 0 ${large} 1 ${point(r, end)} L ${point(inner, end)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, angle)} Z`;
          angle += sweep;
          return `<path d="${d}" fill="${PALETTE[index % PALETTE.length]}" stroke="#fff" stroke-width="2"><title>${escapeHtml(`${part.label}: ${format(part.value)} (${Math.round((part.value / total) * 100)}%)`)}</title></path>`;
        })
        .join('')
    : `<circle cx="${cx}" cy="${cy}" r="${(r + inner) / 2}" fill="none" stroke="#d5dbe3" stroke-width="${r - inner}"/>`;
  const legend = parts
    .map(
      (part, index) => `<g transform="translate(240,${cy - (parts.length * 30) / 2 + index * 30 + 8})">
        <rect width="14" height="14" y="-11" rx="3" fill="${PALETTE[index % PALETTE.length]}"/>
        <text class="label" x="22">${escapeHtml(part.label)}</text>
        <text class="value" x="300" text-anchor="end">${escapeHtml(`${format(part.value)} · ${total ? Math.round((part.value / total) * 100) : 0}%`)}</text>
      </g>`,
    )
    .join('');
  const svg = `${svgOpen(width, height, title, summary)}${slices}
    <text class="centre" x="${cx}" y="${cy - 2}" text-anchor="middle">${escapeHtml(centre)}</text>
    <text class="axis" x="${cx}" y="${cy + 16}" text-anchor="middle">total</text>${legend}</svg>`;
  const table: Table = {
    headers: ['', valueLabel, 'Share'],
    rows: parts.map(part => [part.label, format(part.value), `${total ? Math.round((part.value / total) * 100) : 0}%`]),
  };
  return figure({ title, summary, svg, table });
};

/** Two series side by side per period (refunds and chargebacks). */
export const groupedColumns = ({
  title,
  summary,
  categories,
  categoryLabel,
  series,
  format,
  axis,
  tickEvery = 1,
}: {
  title: string;
  summary: string;
  categories: string[];
  categoryLabel: (category: string) => string;
  series: { label: string; values: number[] }[];
  format: (value: number) => string;
  axis: (value: number) => string;
  tickEvery?: number;
}) => {
  const width = 760;
  const height = 260;
  const pad = { top: 16, right: 16, bottom: 44, left: 64 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const scale = niceScale(Math.max(0, ...series.flatMap(s => s.values)));
  const slot = plotW / Math.max(1, categories.length);
  const groupW = Math.min(44, slot * 0.7);
  const barW = groupW / series.length;
  const colours = [PALETTE[4], PALETTE[3]];
  const y = (value: number) => pad.top + plotH - (value / scale.max) * plotH;
  const grid: string[] = [];
  for (let tick = 0; tick <= scale.max + 1e-9; tick += scale.step) {
    grid.push(`<line class="grid" x1="${pad.left}" x2="${width - pad.right}" y1="${y(tick)}" y2="${y(tick)}"/>`);
    grid.push(
      `<text class="axis" x="${pad.left - 8}" y="${y(tick) + 4}" text-anchor="end">${escapeHtml(axis(tick))}</text>`,
    );
  }
  const bars = categories
    .map((category, index) =>
      series
        .map((s, si) => {
          const value = s.values[index];
          const x = pad.left + slot * index + (slot - groupW) / 2 + si * barW;
          const top = y(value);
          return `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${Math.max(1, barW - 1).toFixed(1)}" height="${(pad.top + plotH - top).toFixed(1)}" rx="1.5" fill="${colours[si % colours.length]}"${si ? ' class="hatched"' : ''}><title>${escapeHtml(`${categoryLabel(category)} · ${s.label}: ${format(value)}`)}</title></rect>`;
        })
        .join(''),
    )
    .join('');
  const labels = categories
    .map((category, index) =>
      index % tickEvery === 0 || index === categories.length - 1
        ? `<text class="axis" x="${(pad.left + slot * index + slot / 2).toFixed(1)}" y="${height - pad.bottom + 18}" text-anchor="middle">${escapeHtml(categoryLabel(category))}</text>`
        : '',
    )
    .join('');
  const legend = `<g class="legend" transform="translate(${pad.left},${height - 8})">${series
    .map(
      (s, si) =>
        `<rect x="${si * 170}" width="12" height="12" y="-10" rx="2" fill="${colours[si % colours.length]}"/><text x="${si * 170 + 18}">${escapeHtml(s.label)}</text>`,
    )
    .join('')}</g>`;
  const svg = `${svgOpen(width, height, title, summary)}${grid.join('')}${bars}${labels}${legend}</svg>`;
  const table: Table = {
    headers: ['Period', ...series.map(s => s.label)],
    rows: categories.map((category, index) => [categoryLabel(category), ...series.map(s => format(s.values[index]))]),
  };
  return figure({ title, summary, svg, table, wide: true });
};
