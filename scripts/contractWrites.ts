/**
 * What `npm run contract:check -- --write` changes: every call of the catalogue that changes data,
 * each made once with plausible parameters inside a scratch class and training the check creates
 * (named `contract-check <time>`), in the order the screens make them. Parameters come from the
 * scratch entities and earlier answers; a call whose parameters no answer gave is skipped with the
 * reason. What the spec's calls can remove is removed at the end; the rest is named.
 * Nothing the check did not create is changed, except with the values it already had (the
 * account's own name and password, a study section's progress).
 */
import type { Codes } from '../src/domain/codes';
import { factAt } from '../src/services/contract/check';

export type WriteParams = Record<string, string | number | string[] | Blob | undefined>;

export interface WriteKit {
  /** Makes a change and reports it: whether the backend took it, and its data. */
  write(key: string, params: WriteParams): Promise<{ ok: boolean; data?: unknown }>;
  /** Reads without reporting: the answer's data, or undefined when the read failed. */
  read(key: string, params: WriteParams): Promise<unknown>;
  /** Reports a change not made, and why. */
  skip(key: string, why: string): void;
  log(line: string): void;
  /** Facts of the read checks and the login: userId, userName, caseId, ruleId, studentId... */
  facts: Readonly<Record<string, string>>;
  password: string;
  codes: Codes;
}

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

/** The id a save answered (an id, or a row with one), if any. */
function answeredId(data: unknown, field = 'id'): string | undefined {
  if (isId(data) && data !== '') return String(data);
  const value = factAt(data, field);
  return isId(value) ? String(value) : undefined;
}

/** The rows of a list answer: a bare list, or a page's records (or list). */
function rowsOf(data: unknown, path?: string): Record<string, unknown>[] {
  const at = path ? factAt(data, path) : data;
  if (Array.isArray(at)) return at as Record<string, unknown>[];
  for (const key of ['records', 'list', 'rows'])
    if (at && typeof at === 'object' && Array.isArray((at as Record<string, unknown>)[key]))
      return (at as Record<string, unknown[]>)[key] as Record<string, unknown>[];
  return [];
}

/** The id of the first row whose `field` is `value`. */
function idOfRow(data: unknown, field: string, value: string, idField = 'id', path?: string): string | undefined {
  const row = rowsOf(data, path).find((r) => r[field] === value);
  return row && isId(row[idField]) ? String(row[idField]) : undefined;
}

const text = (content: string, name: string, type = 'text/plain') => new File([content], name, { type });

/**
 * Runs every change. Returns what it could not remove: the scratch training always (the spec has
 * no call that deletes one), and anything whose removal the backend refused.
 */
export async function runWrites(kit: WriteKit, stamp: string): Promise<string[]> {
  const { write, read, skip, facts } = kit;
  const name = `contract-check ${stamp}`;
  const code = `cc${stamp.replace(/\D/g, '').slice(0, 14)}`;
  const left: string[] = [];
  /** Each call once: a key made or skipped is not made again (the plan names each change once). */
  const done = new Set<string>();
  const once = async (key: string, params: WriteParams | string) => {
    if (done.has(key)) return { ok: false };
    done.add(key);
    if (typeof params === 'string') {
      skip(key, params);
      return { ok: false };
    }
    return write(key, params);
  };
  const needs = (key: string, fact: string | undefined, what: string) =>
    fact === undefined ? once(key, `not made: needs ${what}, which no earlier answer gave`) : undefined;

  kit.log(`write: every change, inside the class and training "${name}"`);

  // ---- the account's own settings, written back with the values they have ----
  if (facts.userName !== undefined) await once('user.changePersonal', { userName: facts.userName });
  else await once('user.changePersonal', 'not made: the login gave no userName to write back');
  // Even to the same password, a change writes a new hash: the account the check signs in with keeps its own.
  await once('user.changePassword', "not made: it would rewrite the signed-in account's password");

  // ---- a scratch account (administrators only) ----
  const userSaved = await once('user.save', {
    userCode: code,
    userName: name,
    userType: kit.codes.userType.teacher,
  });
  let userId = answeredId(userSaved.data);
  if (userSaved.ok && !userId)
    userId = idOfRow(await read('user.list', { keyword: code, current: 1, size: 50 }), 'userCode', code);
  if (userId) {
    await once('user.resetPassword', { id: userId });
    const removed = await once('user.remove', { id: userId });
    if (!removed.ok) left.push(`the account ${code}`);
  } else {
    await needs('user.resetPassword', userId, 'the scratch account');
    await needs('user.remove', userId, 'the scratch account');
  }

  // ---- the scratch class ----
  const classSaved = await once('class.save', { className: name, remark: 'made by npm run contract:check' });
  let classId = answeredId(classSaved.data);
  if (classSaved.ok && !classId)
    classId = idOfRow(await read('class.list', { className: name, current: 1, size: 50 }), 'className', name);
  const studentId = facts.studentId;
  if (classId) {
    // A student joins the scratch class, to be seated in its training; it leaves at the end.
    if (studentId) {
      await once('class.maintain', { id: classId, studentIds: [studentId] });
      await once('teacherRating.score', { classId, studentId, score: 80, comment: name });
    } else for (const key of ['class.maintain', 'teacherRating.score']) await needs(key, undefined, 'a student');
    await once('class.updateTrainingRecord', { id: classId, trainingRecord: name });
    await once('evaluate.save', { classId, attendance: 25, performance: 25, training: 25, summary: 25 });
    await once('classSummary.saveClassSummary', { classId, content: name });
    await once('classSummary.uploadTrainingRecord', { classId, trainingRecord: name });
    const summaries = await read('classSummary.list', { classId, current: 1, size: 50 });
    const summaryId = rowsOf(summaries)
      .map((r) => r.id)
      .find(isId);
    if (summaryId !== undefined) await once('classSummary.score', { id: String(summaryId), score: 80 });
    else await needs('classSummary.score', undefined, "a student's summary in the scratch class");
  } else
    for (const key of [
      'class.maintain',
      'class.removeBatch',
      'teacherRating.score',
      'class.updateTrainingRecord',
      'evaluate.save',
      'classSummary.saveClassSummary',
      'classSummary.uploadTrainingRecord',
      'classSummary.score',
    ])
      await needs(key, undefined, 'the scratch class');

  // ---- the scratch training, in the scratch class ----
  const trainingParams = {
    trainName: name,
    caseId: facts.caseId,
    ruleId: facts.ruleId,
    classId,
    roundNumber: 4,
    // One team, so that the one student of the scratch class seats it and the training can start.
    groupNum: 1,
    sandTableId: '1',
  };
  let trainId: string | undefined;
  if (!classId || !facts.caseId || !facts.ruleId)
    await needs('training.save', undefined, 'the scratch class, a case and a rule');
  else {
    const saved = await once('training.save', trainingParams);
    trainId = answeredId(saved.data);
    if (saved.ok && !trainId)
      trainId = idOfRow(await read('training.list', { trainName: name, current: 1, size: 100 }), 'trainName', name);
  }
  const trainingKeys = [
    'training.saveRelease',
    'training.saveGz',
    'round.updateList',
    'student.importStudents',
    'student.transfer',
    'training.isOpen',
    'training.changeState',
    'orderMeeting.start',
    'orderMeeting.end',
    'menu.saveMenu',
    'menu.putAdvertising',
    'menu.sendAdvertising',
    'menu.updateMenuState',
    'menu.selectOrder',
    'menu.suspend',
    'menu.restore',
    'menu.autoCancel',
    'menu.reMenu',
    'specialEvent.save',
    'specialEvent.start',
    'gmSys.sendMessage',
    'gmSys.issuedAnnouncement',
    'gm.updateData',
    'gm.capitalInjection',
    'gm.updateCompanyData',
    'gm.companyInject',
    'gmOrder.saveOrder',
    'gmOrder.updateState',
    'gmOrder.repairOrder',
    'training.delMaterialOrder',
    'training.supplementaryOrder',
    'training.inputScore',
    'training.clickBankruptcy',
    'tool.save',
    'tool.vote',
    'tool.remove',
    'team.operate',
    'analysis.saveDataInput',
    'training.changeRound',
  ];
  if (!trainId) for (const key of trainingKeys) await needs(key, undefined, 'the scratch training');
  else {
    left.push(`the training "${name}" (id ${trainId}): the spec has no call that deletes a training`);
    await trainingWrites(kit, once, needs, { trainId, classId: classId as string, name, studentId });
  }

  // ---- authoring: a scratch case, a copy of a rule, a plan, an edited case ----
  const caseSaved = await once('case.add', { caseCode: code, caseName: name, description: name });
  let caseId = answeredId(caseSaved.data);
  if (caseSaved.ok && !caseId)
    caseId = idOfRow(await read('case.list', { caseName: name, current: 1, size: 100 }), 'caseCode', code);
  if (caseId) {
    await once('caseModule.save', { caseId, caseModuleList: '[]' });
    await once('case.timeLineUpload', { caseId, file: text('round,time\n', 'timeline.csv', 'text/csv') });
    await once('case.pictureImport', { caseCode: code, file: text('', 'picture.png', 'image/png') });
    for (const key of [
      'ste.presetDomainSave',
      'ste.presetIndustrySave',
      'ste.organizationSave',
      'ste.scoreSave',
      'ste.teacherShowFieldSave',
      'ste.developerDataSave',
      'ste.moduleSave',
    ])
      await once(key, { caseId, rows: '[]' });
    await once('rule.importRule', {
      caseId,
      ruleName: name,
      file: text('', 'rule.xlsx', 'application/octet-stream'),
    });
  } else
    for (const key of [
      'caseModule.save',
      'case.timeLineUpload',
      'case.pictureImport',
      'ste.presetDomainSave',
      'ste.presetIndustrySave',
      'ste.organizationSave',
      'ste.scoreSave',
      'ste.teacherShowFieldSave',
      'ste.developerDataSave',
      'ste.moduleSave',
      'rule.importRule',
    ])
      await needs(key, undefined, 'the scratch case');
  // An import of an empty file: a backend refuses it, so nothing is imported.
  for (const key of ['case.importCase', 'case.importCaseRelease', 'case.importCaseGz'])
    await once(key, { file: text('', 'case.zip', 'application/zip') });

  // A custom rule of its own, saved and deleted; a copy of a rule, changed and removed.
  const custom = await once('rule.customSave', { ruleName: `${name} custom`, caseId, rows: '[]' });
  const customId = answeredId(custom.data, 'ruleId') ?? answeredId(custom.data);
  if (customId) {
    const removed = await once('rule.customDelete', { ruleId: customId });
    if (!removed.ok) left.push(`the rule "${name} custom" (id ${customId})`);
  } else await needs('rule.customDelete', undefined, 'the scratch custom rule');
  let ruleCopy: string | undefined;
  if (facts.ruleId) {
    const copied = await once('rule.copy', { ruleId: facts.ruleId, ruleName: name, caseId });
    ruleCopy = answeredId(copied.data, 'ruleId') ?? answeredId(copied.data);
    if (copied.ok && !ruleCopy) {
      const rules = await read('rule.listForCaseAndTemplate', { ruleName: name, current: 1, size: 100 });
      ruleCopy = idOfRow(rules, 'ruleName', name) ?? idOfRow(rules, 'ruleName', name, 'ruleId');
    }
  }
  if (ruleCopy) {
    await once('rule.updateTemplateRule', { ruleId: ruleCopy, ruleName: name, rows: '[]' });
    await once('rule.savePreset', { ruleId: ruleCopy, ruleName: name, rows: '[]' });
    await once('rule.importDealerOrder', {
      ruleId: ruleCopy,
      file: text('', 'dealer.xlsx', 'application/octet-stream'),
    });
    await once('rule.intelligenceData', { difficulty: 1, teamNum: 2, baseRuleId: ruleCopy });
    // A copy is no template: a backend refuses this, and the copy goes by rule.remove below.
    await once('rule.deleteTemplateRule', { ruleId: ruleCopy });
    const removed = await once('rule.remove', { ruleId: ruleCopy });
    if (!removed.ok) left.push(`the rule "${name}" (id ${ruleCopy})`);
  } else
    for (const key of [
      'rule.copy',
      'rule.updateTemplateRule',
      'rule.savePreset',
      'rule.importDealerOrder',
      'rule.intelligenceData',
      'rule.deleteTemplateRule',
      'rule.remove',
    ])
      await needs(key, undefined, 'a copy of a rule');

  const planned = await once('teachingPlan.upload', {
    planName: name,
    remark: name,
    file: text(name, 'plan.txt'),
  });
  let planId = answeredId(planned.data);
  if (planned.ok && !planId)
    planId = idOfRow(await read('teachingPlan.list', { current: 1, size: 100 }), 'planName', name);
  if (planId) {
    const removed = await once('teachingPlan.remove', { id: planId });
    if (!removed.ok) left.push(`the teaching plan "${name}"`);
  } else await needs('teachingPlan.remove', undefined, 'the scratch teaching plan');

  const steSaved = await once('ste.caseSave', { caseName: name, caseCode: code });
  let steId = answeredId(steSaved.data);
  if (steSaved.ok && !steId)
    steId = idOfRow(await read('ste.caseList', { caseName: name, current: 1, size: 100 }), 'caseName', name);
  if (steId) {
    const removed = await once('ste.caseRemove', { id: steId });
    if (!removed.ok) left.push(`the edited case "${name}"`);
  } else await needs('ste.caseRemove', undefined, 'the scratch edited case');

  if (caseId) {
    const removed = await once('case.remove', { id: caseId });
    if (!removed.ok) left.push(`the case "${name}" (code ${code})`);
  } else await needs('case.remove', undefined, 'the scratch case');

  // A progress is the account's own, and no call of the spec removes one.
  await once('study.saveProgress', "not made: it would write the signed-in account's own study progress");

  // ---- the scratch class goes last: its training stays, so a backend may refuse ----
  if (classId && studentId) await once('class.removeBatch', { id: classId, studentIds: [studentId] });
  else await needs('class.removeBatch', undefined, 'the scratch class and a student');
  if (classId) {
    const removed = await once('class.remove', { id: classId });
    if (!removed.ok) left.push(`the class "${name}" (id ${classId})`);
  } else await needs('class.remove', undefined, 'the scratch class');

  // The session ends last: every change after it would be refused.
  await once('auth.logout', {});
  return left;
}

type Once = (key: string, params: WriteParams | string) => Promise<{ ok: boolean; data?: unknown }>;
type Needs = (key: string, fact: string | undefined, what: string) => Promise<unknown> | undefined;

/** The console's changes on the scratch training: seated, started, one round of its menu, finished. */
async function trainingWrites(
  kit: WriteKit,
  once: Once,
  needs: Needs,
  scratch: { trainId: string; classId: string; name: string; studentId?: string },
) {
  const { read, facts, codes } = kit;
  const { trainId, classId, name, studentId } = scratch;
  const saveAgain = {
    id: trainId,
    trainName: name,
    caseId: facts.caseId,
    ruleId: facts.ruleId,
    classId,
    roundNumber: 4,
  };
  await once('training.saveRelease', { ...saveAgain, groupNum: 1, sandTableId: '3' });
  await once('training.saveGz', { ...saveAgain, groupNum: 1, sandTableId: '2' });
  await once('round.updateList', {
    trainId,
    rounds: JSON.stringify([1, 2, 3, 4].map((round) => ({ round, duration: 10 }))),
  });
  await once('student.importStudents', {
    trainId,
    file: text('', 'students.xlsx', 'application/octet-stream'),
  });
  const posts = await read('student.relList', { trainId });
  const post = rowsOf(posts).find((p) => isId(p.id));
  if (post && studentId) await once('student.transfer', { trainId, id: String(post.id), studentId });
  else await needs('student.transfer', undefined, 'a post of the scratch training and a student');
  await once('training.isOpen', { trainId, isOpen: 1 });
  await once('training.changeState', { id: trainId, state: 1 });

  const teams = await read('gm.findTeamList', { trainId });
  const groupId = rowsOf(teams)
    .map((t) => t.groupId ?? t.id)
    .find(isId);
  const group = groupId === undefined ? undefined : String(groupId);

  const meeting = await once('orderMeeting.start', { trainId, duration: 60 });
  if (meeting.ok) await once('orderMeeting.end', { trainId });
  else await needs('orderMeeting.end', undefined, 'a started order meeting');

  await once('menu.saveMenu', { trainId, duration: 5, issueAdvertising: 1 });
  await once('menu.putAdvertising', {
    trainId,
    groupId: group,
    items: JSON.stringify([{ market: '本地', product: 'P1', amount: 1 }]),
  });
  await once('menu.sendAdvertising', { trainId });
  await once('menu.updateMenuState', { trainId, menuState: 1 });
  await once('menu.selectOrder', { trainId, pass: 1 });
  await once('menu.suspend', { trainId });
  await once('menu.restore', { trainId });
  await once('menu.autoCancel', { trainId });
  await once('menu.reMenu', { trainId });

  await once('specialEvent.save', { trainId, title: name, content: name });
  const events = await read('specialEvent.find', { trainId });
  const event = rowsOf(events).find((e) => isId(e.id));
  if (event) await once('specialEvent.start', { trainId, id: String(event.id) });
  else await needs('specialEvent.start', undefined, 'a special event of the scratch training');
  await once('gmSys.sendMessage', { trainId, content: name, groupId: group });
  await once('gmSys.issuedAnnouncement', { trainId, content: name, title: name });

  const teamKeys = [
    'gm.updateData',
    'gm.capitalInjection',
    'gm.updateCompanyData',
    'gm.companyInject',
    'gmOrder.updateState',
    'gmOrder.repairOrder',
    'training.delMaterialOrder',
    'training.supplementaryOrder',
    'training.inputScore',
    'training.clickBankruptcy',
    'tool.save',
    'tool.vote',
    'tool.remove',
    'analysis.saveDataInput',
  ];
  // The team's own operation: without a team, the backend answers the caller's own.
  await once('team.operate', { trainId, groupId: group, operation: 'none' });
  await once('gmOrder.saveOrder', { trainId, market: '本地', product: 'P1' });
  if (!group) for (const key of teamKeys) await needs(key, undefined, 'a team of the scratch training');
  else {
    await once('gm.updateData', { trainId, groupId: group, cash: 0 });
    await once('gm.capitalInjection', { trainId, groupId: group, amount: 0 });
    await once('gm.updateCompanyData', { trainId, groupId: group });
    await once('gm.companyInject', { trainId, groupIds: [group], amount: 0 });
    const orders = await read('gmOrder.getGmOrder', { trainId, groupId: group, current: 1, size: 50 });
    const order = rowsOf(orders).find((o) => isId(o.id));
    if (order) {
      const orderId = String(order.id);
      await once('gmOrder.updateState', { trainId, groupId: group, orderId, state: String(order.state ?? '') });
      await once('gmOrder.repairOrder', { trainId, groupId: group, orderId });
      await once('training.delMaterialOrder', { trainId, groupId: group, orderId });
      await once('training.supplementaryOrder', { trainId, groupId: group, orderId });
    } else
      for (const key of [
        'gmOrder.updateState',
        'gmOrder.repairOrder',
        'training.delMaterialOrder',
        'training.supplementaryOrder',
      ])
        await needs(key, undefined, 'an order of the scratch training');
    await once('training.inputScore', { trainId, groupId: group, score: 0 });
    await once('training.clickBankruptcy', { trainId, groupId: group, bankrupt: 0 });
    const tool = await once('tool.save', {
      gameId: trainId,
      round: 1,
      teamId: group,
      type: 1,
      details: JSON.stringify({ userId: facts.userId, data: [{ one: name }] }),
    });
    let toolId = answeredId(tool.data);
    if (tool.ok && !toolId) {
      const records = await read('tool.list', { gameId: trainId, round: 1, teamId: group, type: 1 });
      toolId = rowsOf(records)
        .map((r) => r.id)
        .filter(isId)
        .map(String)
        .pop();
    }
    if (toolId) {
      await once('tool.vote', { gameId: trainId, round: 1, teamId: group, userId: facts.userId, recordId: toolId });
      await once('tool.remove', { id: toolId });
    } else {
      await needs('tool.vote', undefined, 'the scratch tool record');
      await needs('tool.remove', undefined, 'the scratch tool record');
    }
    await once('analysis.saveDataInput', { trainId, teamId: group, round: 1, code: 1, values: '{}' });
  }
  await once('training.changeRound', { id: trainId, round: 2 });
  // The same change again, to leave the scratch training finished: the one call made twice.
  await kit.write('training.changeState', { id: trainId, state: codes.trainingState.finished });
}
