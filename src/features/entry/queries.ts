import { useRequest } from 'ahooks';
import * as trainingService from '@/services/training';

/** The user's trainings and experiments, for the screen that enters one; data is undefined when the call failed. */
export function useMyTrainings<T>() {
  return useRequest(() => trainingService.getList() as Promise<T[] | undefined>);
}
