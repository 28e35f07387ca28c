import { budgetFor, withinBudget, type Budget } from '../budgets';
import { summarize, type Summary } from './stats';

export type Status = 'pass' | 'fail' | 'info' | 'not built';

export interface Measurement {
  id: string;
  group: string;
  label: string;
  unit: string;
  summary: Summary;
  budget?: Budget;
  status: Status;
  note?: string;
}

/** Every measurement of a bench run, judged against its budget as it is recorded. */
export class Results {
  readonly measurements: Measurement[] = [];
  readonly details: Record<string, unknown> = {};

  add(group: string, id: string, label: string, unit: string, values: number | number[], note?: string) {
    const summary = summarize(Array.isArray(values) ? values : [values]);
    const budget = budgetFor(id);
    const status: Status = !budget ? 'info' : Number.isFinite(summary.median) && withinBudget(budget, summary.median) ? 'pass' : 'fail';
    const measurement: Measurement = { id, group, label, unit, summary, budget, status, note };
    this.measurements.push(measurement);
    return measurement;
  }

  /** A measurement whose screen has not landed yet: listed so the gap is visible, not judged. */
  notBuilt(group: string, id: string, label: string, note: string) {
    this.measurements.push({ id, group, label, unit: '', summary: summarize([]), budget: budgetFor(id), status: 'not built', note });
  }

  /** A measurement that could not be taken because something broke: counts as a failure. */
  broken(group: string, id: string, label: string, error: unknown) {
    const note = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);
    this.measurements.push({ id, group, label, unit: '', summary: summarize([]), budget: budgetFor(id), status: 'fail', note });
  }

  get failures() {
    return this.measurements.filter(measurement => measurement.status === 'fail');
  }
}
