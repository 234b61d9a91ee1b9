import type { RuleParams } from '../engine/types';
import type { CaseModuleType, SteFamily } from '../../src/domain/caseEditing';

/**
 * Case and rule authoring, the stored shapes: cases, case modules (the editor's steps), pictures,
 * timelines, rules (whose parameters are the engine's RuleParams) and the edit-case (ste) rows of
 * each case, with the constants that name them. What a new case starts with and the seed data are
 * in authoringSeed.ts.
 */

/** Sandbox variant of a case ('' default, 'gz', 'release'), and its sand table id. */
export type CaseVariant = '' | 'gz' | 'release';
export const SAND_TABLE_OF_VARIANT: Record<CaseVariant, string> = { '': '1', gz: '2', release: '3' };

/**
 * The stored shapes are the mock's own, every field present: the app's types (the contract) make
 * the fields the spec does not promise optional, which a record the mock keeps never lacks.
 */
export interface DbCase {
  id: string;
  /** unique: letters, digits, '-' and '_' */
  caseCode: string;
  caseName: string;
  description: string;
  /** 1: a template case teachers build their own cases from */
  isTemplate: number;
  /** 1: a standard case managed by administrators */
  standard: number;
  variant: CaseVariant;
  sandTableId: string;
  /** the default rule */
  ruleId: string;
  licenseUrl: string;
  /** the creator; '' for platform cases */
  ownerId: string;
  createTime: string;
  updateTime: string;
}

/** A case module: one step of the case editor. */
export interface DbCaseModule {
  id: string;
  caseId: string;
  moduleName: string;
  moduleType: CaseModuleType;
  sort: number;
  /** 1 shown as a step, 0 skipped */
  enabled: number;
  content: string;
}

export interface DbCasePicture {
  id: string;
  caseCode: string;
  name: string;
  url: string;
  size: number;
  createTime: string;
}

/** An event of a case's timeline. */
export interface DbTimeline {
  id: string;
  caseId: string;
  round: number;
  title: string;
  content: string;
}

/** Rule types (docs/ASSUMPTIONS.md). */
export const RULE_TYPE = { preset: 1, custom: 2, template: 3 } as const;

/** An order a dealer places, imported from a spreadsheet: it joins the order pool of the meeting of `round`. */
export interface DealerOrder {
  /** The round whose order meeting offers it. */
  round: number;
  market: string;
  product: string;
  quantity: number;
  unitPrice: number;
  deliveryQuarter: number;
}

export interface DbRule {
  id: string;
  ruleName: string;
  ruleType: number;
  caseId: string;
  /** What the engine plays. */
  params: RuleParams;
  /** Extra orders of dealers, kept with the rule. */
  dealerOrders: DealerOrder[];
  /** Creator; '' for platform rules. */
  ownerId: string;
  updatedBy: string;
  createTime: string;
  updateTime: string;
}

/** A case a teacher develops from a template (/class/case-dev). */
export interface DbSteCase {
  id: string;
  caseId: string;
  templateCaseId: string;
  userId: string;
  /** 0 in development, 1 checked and ready */
  state: number;
  createTime: string;
  updateTime: string;
}

/** An edit-case row: its case, and the family's fields (see STE_FIELDS). */
export interface DbSteRow {
  id: string;
  caseId: string;
  sort: number;
  [field: string]: string | number;
}

/** The collection of each edit-case family. */
export const STE_COLLECTION = {
  presetDomain: 'stePresetDomain',
  presetIndustry: 'stePresetIndustry',
  organization: 'steOrganization',
  module: 'steModule',
  score: 'steScore',
  teacherShowField: 'steTeacherShowField',
  developerData: 'steDeveloperData',
} as const satisfies Record<SteFamily, string>;

export interface AuthoringCollections {
  cases: DbCase[];
  caseModules: DbCaseModule[];
  casePictures: DbCasePicture[];
  caseTimelines: DbTimeline[];
  rules: DbRule[];
  steCase: DbSteCase[];
  stePresetDomain: DbSteRow[];
  stePresetIndustry: DbSteRow[];
  steOrganization: DbSteRow[];
  steModule: DbSteRow[];
  steScore: DbSteRow[];
  steTeacherShowField: DbSteRow[];
  steDeveloperData: DbSteRow[];
}

/** Where a case's licence is looked up (its licenseUrl when none is given). */
export const LICENSE_HOST = 'https://license.sworld.example.cn';
