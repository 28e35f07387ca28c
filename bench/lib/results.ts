import { budgetFor, limitOf, withinBudget, type Budget } from '../budgets';
import { summarize, type Summary } from './stats';

export type Status = 'pass' | 'fail' | 'info' | 'not built';

export interface Measurement {
  id: string;
  group: string;
  label: string;
  unit: string;
  summary: Summary;
  budget?: Budget;
  /** The limit the median was judged against (a relative budget's, computed from the stock app's median). */
  limit?: number;
  status: Status;
  note?: string;
}

/** Every measurement of a bench run; `judge` sets each one's status against its budget once all are in. */
export class Results {
  readonly measurements: Measurement[] = [];
  readonly details: Record<string, unknown> = {};

  add(group: string, id: string, label: string, unit: string, values: number | number[], note?: string) {
    const summary = summarize(Array.isArray(values) ? values : [values]);
    const measurement: Measurement = { id, group, label, unit, summary, budget: budgetFor(id), status: 'info', note };
    this.measurements.push(measurement);
    return measurement;
  }

  /** A measurement whose screen has not landed yet: listed so the gap is visible, not judged. */
  notBuilt(group: string, id: string, label: string, note: string) {
    this.measurements.push({
      id,
      group,
      label,
      unit: '',
      summary: summarize([]),
      budget: budgetFor(id),
      status: 'not built',
      note,
    });
  }

  /** A measurement that could not be taken because something broke: counts as a failure. */
  broken(group: string, id: string, label: string, error: unknown) {
    const note = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);
    this.measurements.push({
      id,
      group,
      label,
      unit: '',
      summary: summarize([]),
      budget: budgetFor(id),
      status: 'fail',
      note: `broken: ${note}`,
    });
  }

  /**
   * Judges every measured value against its budget. A relative budget whose stock-app measurement this run did not
   * take (`--only` without `reference`) is left unjudged, and says so.
   */
  judge() {
    const medianOf = (id: string) => this.measurements.find(measurement => measurement.id === id)?.summary.median;
    for (const measurement of this.measurements) {
      const { budget, summary } = measurement;
      if (!budget || measurement.status === 'not built' || measurement.note?.startsWith('broken: ')) continue;
      const limit = limitOf(budget, medianOf);
      measurement.limit = limit;
      if (limit === undefined) {
        measurement.status = 'info';
        measurement.note = [measurement.note, 'not judged: the stock app was not measured in this run']
          .filter(Boolean)
          .join('; ');
      } else
        measurement.status =
          Number.isFinite(summary.median) && withinBudget(budget, summary.median, limit) ? 'pass' : 'fail';
    }
  }

  get failures() {
    return this.measurements.filter(measurement => measurement.status === 'fail');
  }
}
