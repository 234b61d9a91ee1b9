import type { Params } from '@/services/contract';
import * as steService from '@/services/ste';

/**
 * The teacher's own cases built from templates (case development). Only that screen shows them,
 * so they are read and written here, not through a store.
 */
export const steCases = {
  /** One page, optionally by name; undefined when the call failed. */
  list: (params: Params<'ste.caseList'>) => steService.caseList(params),
  /** Creates (from a template), renames or sets the state of a case; the write's result (undefined when refused). */
  save: (params: Params<'ste.caseSave'>) => steService.caseSave(params),
  remove: (params: Params<'ste.caseRemove'>) => steService.caseRemove(params),
};
