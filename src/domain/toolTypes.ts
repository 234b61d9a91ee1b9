/**
 * The management tools' type codes and record format, shared by the tool screen and the mock
 * backend (relative imports only: the mock imports this file). A record's `details` is JSON text
 * { userId, userName, data: [{ one, two?, three? }] } (spec point 3); for a decision tool each
 * item is one engine action, see docs/ASSUMPTIONS.md "Tools and study".
 */
import { GROUP_VOTE_TYPE, TOOL_TYPE_REMAP } from '../constants';

/** What saving a record of a decision tool does in the game (null: a plain note). */
export type ToolDecision = 'production' | 'purchase' | 'financing' | 'development' | 'delivery';

export interface ToolTypeDef {
  type: number;
  /** The post the tool belongs to (POSTS postId); null for the whole team. */
  post: number | null;
  decision: ToolDecision | null;
}

/** Types 1–15; 16, 17 and 18 are older codes of 10, 11 and 1 (TOOL_TYPE_REMAP). */
export const TOOL_TYPES: readonly ToolTypeDef[] = [
  { type: 1, post: 1, decision: null },
  { type: 2, post: 1, decision: null },
  { type: 9, post: 1, decision: 'development' },
  { type: 10, post: 1, decision: null },
  { type: 3, post: 3, decision: null },
  { type: 4, post: 3, decision: null },
  { type: 12, post: 3, decision: 'delivery' },
  { type: 5, post: 4, decision: 'production' },
  { type: 13, post: 4, decision: null },
  { type: 6, post: 5, decision: 'purchase' },
  { type: 7, post: 2, decision: 'financing' },
  { type: 8, post: 2, decision: null },
  { type: 11, post: null, decision: null },
  { type: 14, post: null, decision: null },
  { type: GROUP_VOTE_TYPE, post: null, decision: null },
];

/** One line of a record: `one` is the main value (text, line id, material code, loan kind...), `two` a quantity or amount, `three` a remark. */
export interface ToolItem {
  one: string;
  two?: string;
  three?: string;
}

export interface ToolDetails {
  userId: string;
  userName: string;
  data: ToolItem[];
}

export const MAX_TOOL_ITEMS = 20;
export const MAX_TOOL_TEXT = 500;
/** Loan kinds of a financing item's `one`. */
export const LOAN_KINDS = ['long', 'short'] as const;

/** The type a list or save request carries: 18 → 1, 17 → 11, 16 → 10, others unchanged. */
export function remapToolType(type: number): number {
  return TOOL_TYPE_REMAP[type] ?? type;
}

export function toolTypeDef(type: number): ToolTypeDef | undefined {
  const code = remapToolType(type);
  return TOOL_TYPES.find((t) => t.type === code);
}
