import { announceBulletin } from './bulletinSignal';
import * as gmService from '@/services/gm';
import * as gmOrderService from '@/services/gmOrder';
import * as gmSysService from '@/services/gmSys';
import * as menuService from '@/services/menu';
import * as meetingService from '@/services/orderMeeting';
import { message } from 'antd';
import { RequestError, saveFile } from '@/services/request';
import * as eventService from '@/services/specialEvent';
import * as teamService from '@/services/team';
import * as trainingService from '@/services/training';
import type { Answer, Params } from '@/services/contract';

/*
 * The console's calls that change no state other screens share, and its reads on demand (a form's
 * report, a dialog's detail). Each answers undefined when the call failed, after the user was told.
 */

/** What a team decision came to: the team's state the server answered (absent when it answered none), or its refusal. */
export type Decided = { done: true; team?: Answer<'team.operate'> } | { done: false; refusal: string };

/**
 * A team decision. The server's refusal comes back as text, so the form can keep it by itself after
 * the toast fades; any other failure is told as usual and answers undefined.
 */
export async function operateTeam(params: Params<'team.operate'>): Promise<Decided | undefined> {
  try {
    const written = await teamService.operate(params, { handleError: true });
    return written && { done: true, team: written.data ?? undefined };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    if (error.kind === 'server') {
      message.error({ content: error.message, key: error.message });
      return { done: false, refusal: error.message };
    }
    // The backend without the call: the form's notice says so (useNotOffered). A lost session was handled.
    if (error.kind !== 'notOffered' && error.kind !== 'auth')
      message.error({ content: error.message, key: error.message });
    return undefined;
  }
}

export const saveOrderRule = (params: Params<'gmOrder.saveOrder'>) => gmOrderService.saveOrder(params);

/** A page of the meeting's orders, for a paged table. */
export const meetingOrdersPage = (params: Params<'gmOrder.getGmOrder'>) => gmOrderService.getGmOrder(params);

/** Withdraws (cancels) a team's open order. */
export const withdrawOrder = (params: Pick<Params<'gmOrder.updateState'>, 'trainId' | 'groupId' | 'orderId'>) =>
  gmOrderService.updateState({ ...params, state: 'cancelled' });

export const repairOrder = (params: Params<'gmOrder.repairOrder'>) => gmOrderService.repairOrder(params);

export const giveSupplementaryOrder = (params: Params<'training.supplementaryOrder'>) =>
  trainingService.supplementaryOrder(params);

/** The teacher's actions on one team, by the dialog that sends them. */
export const TEAM_ACTIONS = {
  inject: (params: Params<'gm.capitalInjection'>) => gmService.capitalInjection(params),
  cash: (params: Params<'gm.updateData'>) => gmService.updateData(params),
  rename: (params: Params<'gm.updateCompanyData'>) => gmService.updateCompanyData(params),
  score: (params: Params<'training.inputScore'>) => trainingService.inputScore(params),
};

export const markBankruptcy = (params: Params<'training.clickBankruptcy'>) => trainingService.clickBankruptcy(params);

export const deleteMaterialOrder = (params: Params<'training.delMaterialOrder'>) =>
  trainingService.delMaterialOrder(params);

export const sendMessage = (params: Params<'gmSys.sendMessage'>) => gmSysService.sendMessage(params);

/** An announcement; once made, this browser's projector views of the training show it. */
export async function issueAnnouncement(params: Params<'gmSys.issuedAnnouncement'>) {
  const sent = await gmSysService.issuedAnnouncement(params);
  if (sent !== undefined && params.trainId) announceBulletin(String(params.trainId));
  return sent;
}

export const saveEvent = (params: Params<'specialEvent.save'>) => eventService.save(params);

export const startEvent = (params: Params<'specialEvent.start'>) => eventService.start(params);

/** Whether the round's order meeting may start, and why not. */
export const canStartMeeting = (trainId: string) => meetingService.canStart({ trainId });

/** The meeting's selections with who took which order. */
export const menuDetail = (trainId: string) => menuService.menuDetail({ trainId });

/** One statement table of a team and settled round. */
export const statementReport = (params: Params<'gmSys.selectReport'>) => gmSysService.selectReport(params);

/** Downloads every report of the training (one-key export); whether the file came. */
export async function exportReports(trainId: string) {
  const file = await gmSysService.oneKeyExport({ trainId });
  if (file) saveFile(file);
  return !!file;
}
