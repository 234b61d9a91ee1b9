import { useRequest } from 'ahooks';
import { useState } from 'react';
import type { Answer, Row } from '@/services/contract';
import { deployConfigWarnings } from '@/services/deployConfig';
import * as trainingService from '@/services/training';

/** One of the user's trainings: spec point 3's fields, with stateName the project's assumption. */
export type MyTraining = Row<Answer<'training.getList'>>;

/** The user's trainings and experiments, for the screen that enters one; data is undefined when the call failed. */
export function useMyTrainings() {
  return useRequest(() => trainingService.getList());
}

/** What the deployment's sworld.config.json got wrong, read once when the page loaded: the login screen shows it to the deployer. */
export function useDeployWarnings(): readonly string[] {
  const [warnings] = useState(deployConfigWarnings);
  return warnings;
}
