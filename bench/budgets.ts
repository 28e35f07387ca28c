/**
 * The budgets `npm run bench` enforces; a measurement beyond its budget makes the run fail.
 * The reference is a stock react-admin app with one resource (407 KB gzip in one bundle): first list
 * row in about 0.6 s unthrottled and 1.6 s at 4x CPU, Lighthouse mobile performance 79, accessibility 83.
 */
export interface Budget {
  /** 'max': the median must not exceed the limit; 'min': it must reach it. */
  kind: 'max' | 'min';
  limit: number;
  unit: 'KB' | 'ms' | 'score' | 'MB' | '' | 'count';
}

export const BUDGETS: Record<string, Budget> = {
  // Bundle (gzip, JavaScript actually loaded by the page)
  'bundle.login.js': { kind: 'max', limit: 200, unit: 'KB' },
  'bundle.payments.js': { kind: 'max', limit: 300, unit: 'KB' },
  'bundle.heavyOnLogin': { kind: 'max', limit: 0, unit: 'count' },
  'bundle.heavyInEntry': { kind: 'max', limit: 0, unit: 'count' },
  'bundle.externalRequests': { kind: 'max', limit: 0, unit: 'count' },
  'bundle.telemetry': { kind: 'max', limit: 0, unit: 'count' },
  // Cold load of a bookmarked /payments search, signed in: beat the stock app
  'cold.payments.firstRow.1x': { kind: 'max', limit: 600, unit: 'ms' },
  'cold.payments.firstRow.4x': { kind: 'max', limit: 1600, unit: 'ms' },
  'cold.payments.lcp.1x': { kind: 'max', limit: 600, unit: 'ms' },
  'cold.payments.lcp.4x': { kind: 'max', limit: 1600, unit: 'ms' },
  // Lighthouse 12, every page, both presets
  'lighthouse.performance': { kind: 'min', limit: 95, unit: 'score' },
  'lighthouse.accessibility': { kind: 'min', limit: 100, unit: 'score' },
  'lighthouse.best-practices': { kind: 'min', limit: 100, unit: 'score' },
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
};

/** The budget for a measurement id: exact, else by prefix (lighthouse.<page>.<preset>.<category>). */
export const budgetFor = (id: string): Budget | undefined => {
  if (BUDGETS[id]) return BUDGETS[id];
  const lighthouse = /^lighthouse\.[^.]+\.[^.]+\.(performance|accessibility|best-practices)$/.exec(id);
  return lighthouse ? BUDGETS[`lighthouse.${lighthouse[1]}`] : undefined;
};

export const withinBudget = (budget: Budget, value: number) => (budget.kind === 'max' ? value <= budget.limit : value >= budget.limit);
