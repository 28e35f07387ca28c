/**
 * The budgets `npm run bench` enforces; a measurement beyond its budget makes the run fail. Where the yardstick
 * is the stock react-admin app (bench/reference), the budget is relative: `limit` × that app's median, measured in the
 * same run, so both face the same machine.
 */
export interface Budget {
  /** 'max': the median must not exceed the limit; 'min': it must reach it. */
  kind: 'max' | 'min';
  /** An absolute limit, or with `relativeTo` a factor of that measurement's median. */
  limit: number;
  unit: 'KB' | 'ms' | 'score' | 'MB' | '' | 'count';
  /** The stock app's measurement the limit is a factor of. */
  relativeTo?: string;
}

/** The stock app's measurements the relative budgets name (bench/groups/reference.ts records them). */
export const REFERENCE = {
  js: 'reference.bundle.js',
  firstRow1x: 'reference.cold.firstRow.1x',
  firstRow4x: 'reference.cold.firstRow.4x',
  firstRowLatency: 'reference.cold.firstRow.latency',
  mobilePerformance: 'reference.lighthouse.reference.mobile.performance',
} as const;

export const BUDGETS: Record<string, Budget> = {
  // Bundle (gzip, JavaScript actually loaded by the page)
  'bundle.payments.js': { kind: 'max', limit: 1, unit: 'KB', relativeTo: REFERENCE.js },
  'bundle.heavyOnLogin': { kind: 'max', limit: 0, unit: 'count' },
  'bundle.heavyInEntry': { kind: 'max', limit: 0, unit: 'count' },
  'bundle.externalRequests': { kind: 'max', limit: 0, unit: 'count' },
  'bundle.telemetry': { kind: 'max', limit: 0, unit: 'count' },
  // Cold load of a bookmarked /payments search, signed in: its first row no later than the stock app's
  'cold.payments.firstRow.1x': { kind: 'max', limit: 1, unit: 'ms', relativeTo: REFERENCE.firstRow1x },
  'cold.payments.firstRow.4x': { kind: 'max', limit: 1, unit: 'ms', relativeTo: REFERENCE.firstRow4x },
  'cold.payments.firstRow.latency': { kind: 'max', limit: 1, unit: 'ms', relativeTo: REFERENCE.firstRowLatency },
  // The rows are asked for while the code loads: soon after config.json, not after the shell has rendered
  'cold.payments.rowsAfterConfig.1x': { kind: 'max', limit: 100, unit: 'ms' },
  // Lighthouse 12, every page: desktop performance 100, mobile at least the stock app's
  'lighthouse.desktop.performance': { kind: 'min', limit: 100, unit: 'score' },
  'lighthouse.mobile.performance': { kind: 'min', limit: 1, unit: 'score', relativeTo: REFERENCE.mobilePerformance },
  'lighthouse.accessibility': { kind: 'min', limit: 100, unit: 'score' },
  'lighthouse.best-practices': { kind: 'min', limit: 100, unit: 'score' },
  // The top bar's search (default seed): median of 20 mixed lookups, last keystroke to results shown
  'search.lookup.median': { kind: 'max', limit: 300, unit: 'ms' },
  // Large data (--scale large)
  'large.paymentsApi.p50': { kind: 'max', limit: 50, unit: 'ms' },
  'large.paymentsApi.p95': { kind: 'max', limit: 150, unit: 'ms' },
  'large.users.firstRows': { kind: 'max', limit: 1500, unit: 'ms' },
  'large.users.allRows': { kind: 'max', limit: 10000, unit: 'ms' },
  'large.users.sort': { kind: 'max', limit: 500, unit: 'ms' },
  'large.users.filter': { kind: 'max', limit: 800, unit: 'ms' },
  'large.users.csv': { kind: 'max', limit: 3000, unit: 'ms' },
  'large.terminals.reorderShown': { kind: 'max', limit: 500, unit: 'ms' },
  'large.terminals.reorderSaved': { kind: 'max', limit: 2000, unit: 'ms' },
  'memory.settings.heap': { kind: 'max', limit: 150, unit: 'MB' },
  // Payments export (--scale large): every payment of a 21,000-payment search to a file, memory bounded
  'export.payments.21000': { kind: 'max', limit: 10000, unit: 'ms' },
  'export.payments.heap': { kind: 'max', limit: 100, unit: 'MB' },
  // Restart of the server with 100 MB of journal (replay, then compaction into the snapshot)
  'restart.journal100MB': { kind: 'max', limit: 10000, unit: 'ms' },
};

/** The budget for a measurement id: exact, else by pattern (lighthouse.<page>.<preset>.<category>). */
export const budgetFor = (id: string): Budget | undefined => {
  if (BUDGETS[id]) return BUDGETS[id];
  const lighthouse = /^lighthouse\.[^.]+\.(mobile|desktop)\.(performance|accessibility|best-practices)$/.exec(id);
  if (!lighthouse) return undefined;
  const [, preset, category] = lighthouse;
  return BUDGETS[`lighthouse.${preset}.${category}`] ?? BUDGETS[`lighthouse.${category}`];
};

/** The limit a value is judged against: absolute, or the factor times the reference's median (undefined: not measured). */
export const limitOf = (budget: Budget, medianOf: (id: string) => number | undefined): number | undefined => {
  if (!budget.relativeTo) return budget.limit;
  const reference = medianOf(budget.relativeTo);
  return reference === undefined || !Number.isFinite(reference) ? undefined : budget.limit * reference;
};

export const withinBudget = (budget: Budget, value: number, limit = budget.limit) =>
  budget.kind === 'max' ? value <= limit : value >= limit;
