import type { Answer, Id, Row } from '@/services/contract';

/** The group list (spec point 3): each group's seats. */
export type GroupList = Answer<'student.relList'>;

/** One seat of a group (spec point 3): id (group_post), postId, groupId and the seated student. */
export type GroupPost = Row<GroupList[string]>;

/** A training as the server sends it (its id is `id`). */
export type TrainingRecord = Answer<'training.getById'>;

/** The training record's fields of spec point 3 that the store keeps flat, as the spec promises them. */
type TrainingFields = Pick<
  TrainingRecord,
  | 'caseId'
  | 'caseName'
  | 'currRound'
  | 'ruleId'
  | 'ruleName'
  | 'trainName'
  | 'ruleType'
  | 'state'
  | 'groupNum'
  | 'caseCode'
  | 'roundNumber'
  | 'modules'
  | 'isOpen'
  | 'sandTableId'
  | 'selectVersion'
>;

/** A round of the round list; the store keeps only rows that name their round. */
export type RoundRow = Row<Answer<'round.findList'>> & { round: number };

/** A team of the team list; the store keeps only rows that name their group, the id every action on a team sends. */
export type TeamRow = Row<Answer<'gm.findTeamList'>> & { groupId: Id };

/** getPostId: the logged-in student's post and group in the training, null when not seated. */
export type MyPost = NonNullable<Answer<'student.getPostId'>>;

/** A team's scores (getTeamScoreList), with the generated row key. */
export type TeamScoreRow = Row<Answer<'training.getTeamScoreList'>> & { key: string };

export type ProductRow = Row<Answer<'gm.findProductAndMaterial'>>;

/** A picture of the case (pictureList); every field is the project's assumption. */
export type PictureRow = Row<Answer<'case.pictureList'>>;

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
