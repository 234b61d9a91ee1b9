/** Every family's resolvers: the mock's side of the catalogue (a test proves parity). */
import type { AllResolvers } from './kit';
import { authResolvers } from './auth';
import { userResolvers } from './user';
import { classResolvers } from './class';
import { trainingResolvers } from './training';
import { studentResolvers } from './student';
import { roundResolvers } from './round';
import { ruleResolvers } from './rule';
import { estimateResolvers } from './estimate';
import { evaluateResolvers } from './evaluate';
import { classSummaryResolvers } from './classSummary';
import { teacherRatingResolvers } from './teacherRating';
import { teachingPlanResolvers } from './teachingPlan';
import { learningResolvers } from './learning';
import { caseResolvers } from './case';
import { caseModuleResolvers } from './caseModule';
import { gmResolvers } from './gm';
import { gmOrderResolvers } from './gmOrder';
import { orderMeetingResolvers } from './orderMeeting';
import { specialEventResolvers } from './specialEvent';
import { menuResolvers } from './menu';
import { gmSysResolvers } from './gmSys';
import { gmInfoResolvers } from './gmInfo';
import { analysisResolvers } from './analysis';
import { steResolvers } from './ste';
import { toolResolvers } from './tool';
import { teamResolvers } from './team';
import { projectResolvers } from './project';
import { experimentResolvers } from './experiment';
import { studyResolvers } from './study';
import { templateResolvers } from './template';

export const resolvers: AllResolvers = {
  auth: authResolvers,
  user: userResolvers,
  class: classResolvers,
  training: trainingResolvers,
  student: studentResolvers,
  round: roundResolvers,
  rule: ruleResolvers,
  estimate: estimateResolvers,
  evaluate: evaluateResolvers,
  classSummary: classSummaryResolvers,
  teacherRating: teacherRatingResolvers,
  teachingPlan: teachingPlanResolvers,
  learning: learningResolvers,
  case: caseResolvers,
  caseModule: caseModuleResolvers,
  gm: gmResolvers,
  gmOrder: gmOrderResolvers,
  orderMeeting: orderMeetingResolvers,
  specialEvent: specialEventResolvers,
  menu: menuResolvers,
  gmSys: gmSysResolvers,
  gmInfo: gmInfoResolvers,
  analysis: analysisResolvers,
  ste: steResolvers,
  tool: toolResolvers,
  team: teamResolvers,
  project: projectResolvers,
  experiment: experimentResolvers,
  study: studyResolvers,
  template: templateResolvers,
};
