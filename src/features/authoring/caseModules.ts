import * as caseModuleService from '@/services/caseModule';

/** Checks a case's module list (the editor's steps); the answer, or undefined when the call failed. */
export const checkCaseModules = (caseId: string) => caseModuleService.check({ caseId });
