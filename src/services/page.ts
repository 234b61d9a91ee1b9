/** A page of a paged list, as every paged endpoint answers: current (1-based) and size in, records and total out. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The paging parameters of a paged list call. */
export type PageParams = { current?: number; size?: number };
