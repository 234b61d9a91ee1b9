import * as steService from '@/services/ste';

type SaveParams = NonNullable<Parameters<typeof steService.caseSave>[0]>;

/**
 * The teacher's own cases built from templates (case development). Only that screen shows them,
 * so they are read and written here, not through a store.
 */
export const steCases = {
  /** One page, optionally by name; undefined when the call failed. */
  list: (params: { current?: number; size?: number; caseName?: string }) => steService.caseList(params),
  /** Creates (from a template), renames or sets the state of a case; the saved case or undefined. */
  save: (params: SaveParams) => steService.caseSave(params),
  remove: (params: { id: string }) => steService.caseRemove(params),
};
