import type { Id } from '@/services/contract';
/** One seat of a group (spec point 3): id (group_post), postId, groupId and the seated student. */
export interface GroupPost {
  id: string;
  postId: number;
  postName?: string;
  groupId: string;
  groupNum?: number;
  groupName?: string;
  studentId: string | null;
  studentName?: string;
  userCode?: string;
}

export type GroupList = Record<string, GroupPost[]>;

/** The training record's fields of spec point 3 that the server and the state name alike. */
interface TrainingFields {
  caseId: string;
  caseName: string;
  currRound: number;
  ruleId: string;
  ruleName: string;
  trainName: string;
  ruleType: number;
  state: number;
  groupNum: number;
  caseCode: string;
  roundNumber: number;
  modules: string;
  isOpen: number;
  sandTableId: string;
  selectVersion: number;
}

/** A training as the server sends it (its id is `id`). */
export interface TrainingRecord extends TrainingFields {
  id: string;
  /** The training's change counter: this project's assumption, absent from spec point 3. */
  version?: number;
  postList?: number[];
  groupId?: string | null;
  stateName?: string;
}

export interface RoundRow {
  id: string;
  round: number;
  duration: number;
  startTime: number | null;
  year: number;
  quarter: number;
  status: 'done' | 'current' | 'future';
}

export interface TeamRow {
  teamId: string;
  groupId: string;
  groupNum: number;
  groupName: string;
  teamName: string;
  cash: number;
  equity: number;
  assetsTotal: number;
  shareholderCapital: number;
  otherPayable: number;
  longLoans: number;
  shortLoans: number;
  bankrupt: boolean;
  bankruptReason: string | null;
  openOrders: number;
  materialOrders: {
    id: string;
    code: string;
    qty: number;
    unitPrice: number;
    orderedRound: number;
    arriveRound: number;
  }[];
  teacherScore: number | null;
}

/** getPostId: the logged-in student's post and group in the training, null when not seated. */
export interface MyPost {
  postId: number;
  postName: string;
  groupId: string;
  groupNum: number;
}

/** A team's scores (getTeamScoreList), with the generated row key. */
export type TeamScoreRow = {
  key: string;
  teamId: string;
  teamName: string;
  bankrupt: boolean;
  teacherScore: number | null;
} & Record<'equity' | 'potential' | 'countScore' | 'pdcaScore' | 'platformScore', number>;

export interface ProductRow {
  code: string;
  name: string;
  type: 'material' | 'product';
  price?: number;
  leadRounds?: number;
  processCost?: number;
}

export interface PictureRow {
  id: string;
  name: string;
  url: string;
}

/**
 * The training console's training (spec point 3): the training record's fields flat in the state
 * (trainId is the server's `id`, groupId the logged-in student's group), the group list and its
 * groupSize, the lists of the console, the `train` object and the round's order meeting. `version`
 * is the training's change counter, sent back with state and round changes; null when the backend
 * reports none, and then none is sent.
 */
export interface TrainState extends TrainingFields {
  version: number | null;
  duration: number;
  trainId: string;
  groupId: string | null;
  groupList: GroupList;
  trainList: TrainingRecord[];
  roundList: RoundRow[];
  productList: ProductRow[];
  teamList: TeamRow[];
  teamScoreList: TeamScoreRow[];
  pictureList: PictureRow[];
  groupSize: number;
  train: { trainId: string; currRound: number };
  meetingId: Id | null;
  meetingDuration: number;
  meetingState: number;
  /** The logged-in student's post (getPostId); null when not seated or not loaded. */
  myPost: MyPost | null;
}
