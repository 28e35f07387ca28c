/** Median and range of repeated runs. */
export interface Summary {
  runs: number[];
  median: number;
  min: number;
  max: number;
}

export const summarize = (values: number[]): Summary => {
  const runs = values.filter(value => Number.isFinite(value));
  if (!runs.length) return { runs: [], median: NaN, min: NaN, max: NaN };
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { runs, median, min: sorted[0], max: sorted[sorted.length - 1] };
};

/** The value below which `p` percent of the samples fall (nearest rank). */
export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
