// How the benchmark sums up repeated runs of one request.

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** "7" when every run gave 7, else "lowest-highest". */
export const span = (values: number[]) => (Math.min(...values) === Math.max(...values) ? `${values[0]}` : `${Math.min(...values)}-${Math.max(...values)}`);

/** The value `fraction` of the runs are at or under (nearest rank): of 15 runs, p95 is the slowest. */
export const percentile = (values: number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * fraction) - 1)]!;
