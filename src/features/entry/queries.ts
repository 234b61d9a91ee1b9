import { useRequest } from 'ahooks';
import type { Answer, Row } from '@/services/contract';
import * as trainingService from '@/services/training';

/** One of the user's trainings: spec point 3's fields, with stateName the project's assumption. */
export type MyTraining = Row<Answer<'training.getList'>>;

/** The user's trainings and experiments, for the screen that enters one; data is undefined when the call failed. */
export function useMyTrainings() {
  return useRequest(() => trainingService.getList());
}
