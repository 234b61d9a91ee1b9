import { useRequest } from 'ahooks';
import * as analysisService from '@/services/analysis';
import type { OrderDetailParams, RoundParams } from '@/services/analysis';
import * as trainingService from '@/services/training';

/** A training as the user's training list gives it (the analysis screens' picker). */
export interface TrainingRow {
  id: string;
  trainName: string;
  state: number;
  stateName: string;
  currRound: number;
  roundNumber: number;
  sandTableId?: string;
}

/** The user's trainings (/sworld/training/getList), asked once per screen. */
export function useTrainingList() {
  return useRequest(() => trainingService.getList() as Promise<TrainingRow[] | undefined>);
}

/**
 * Every row of a server-paged list, fetched page by page at the largest page size (for exports);
 * undefined when a page failed or came without its records (an export of part would look whole).
 */
export async function allPages<R>(
  fetchPage: (current: number, size: number) => Promise<{ records?: R[]; total?: number } | undefined>,
): Promise<R[] | undefined> {
  const size = 500;
  const rows: R[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchPage(current, size);
    if (!page?.records) return undefined;
    rows.push(...page.records);
    const complete = page.total !== undefined && rows.length >= page.total;
    if (complete || page.records.length < size) return rows;
  }
}

/** Every order of the order book under these filters, for its export; undefined when a page failed. */
export function allOrderDetails(params: OrderDetailParams) {
  return allPages((current, size) => analysisService.getOrderDetail({ ...params, current, size }));
}

/** Every delivered sale under these filters, for the retail export; undefined when a page failed. */
export function allRetailOrders(params: RoundParams) {
  return allPages((current, size) => analysisService.retailOrderList({ ...params, current, size }));
}
