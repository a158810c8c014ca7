import type { ValueTransformer } from 'typeorm';

/** Postgres returns numeric as text so that no precision is lost; our sums fit a double. */
export const decimal: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
