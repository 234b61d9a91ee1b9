/**
 * What the case editor edits, shared by the screens and the mock backend: the module types of a
 * case (the editor's steps) and the fields of each edit-case (ste) family. Labels here are Chinese
 * and serve only the mock's refusal messages; the screens take their texts from the locale files
 * (authoring.ste.<family>.<field>).
 */

/** The edit-case families, each with a list and a save endpoint (stePresetDomain/list …). */
export const STE_FAMILIES = [
  'presetDomain',
  'presetIndustry',
  'organization',
  'module',
  'score',
  'teacherShowField',
  'developerData',
] as const;
export type SteFamily = (typeof STE_FAMILIES)[number];

/** A case module's type: the basic information, or the edit-case family its editor step edits. */
export const CASE_MODULE_TYPES = ['basic', ...STE_FAMILIES] as const;
export type CaseModuleType = (typeof CASE_MODULE_TYPES)[number];

/** The posts of a team (the engine's post codes). */
export const POST_CODE_OPTIONS = ['CEO', 'CFO', 'CMO', 'COO', 'CPO'] as const;

export type SteFieldKind = 'text' | 'longText' | 'int' | 'switch' | 'select';

export interface SteField {
  key: string;
  /** Chinese name used in the mock's messages. */
  label: string;
  kind: SteFieldKind;
  required?: boolean;
  /** text: most characters; int: largest value */
  max?: number;
  min?: number;
  options?: readonly string[];
  /** no two rows may share this value */
  unique?: boolean;
  /** shown but not editable (the row's identity in fixed families) */
  readOnly?: boolean;
  pattern?: RegExp;
}

export interface SteFamilyDef {
  fields: SteField[];
  /** the rows are a fixed set: no rows added or removed, only values edited */
  fixedRows?: boolean;
  /** most rows */
  maxRows: number;
  /** the int field whose values must add up to 100 */
  sumTo100?: string;
}

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

export const STE_FIELDS: Record<SteFamily, SteFamilyDef> = {
  presetDomain: {
    maxRows: 20,
    fields: [
      { key: 'domainName', label: '领域名称', kind: 'text', required: true, max: 30, unique: true },
      { key: 'description', label: '领域说明', kind: 'longText', max: 200 },
    ],
  },
  presetIndustry: {
    maxRows: 20,
    fields: [
      { key: 'industryName', label: '行业名称', kind: 'text', required: true, max: 30, unique: true },
      {
        key: 'industryCode',
        label: '行业代码',
        kind: 'text',
        required: true,
        max: 10,
        unique: true,
        pattern: /^[A-Z0-9]+$/,
      },
      { key: 'description', label: '行业说明', kind: 'longText', max: 200 },
    ],
  },
  organization: {
    maxRows: 5,
    fields: [
      { key: 'postCode', label: '岗位编码', kind: 'select', required: true, options: POST_CODE_OPTIONS, unique: true },
      { key: 'postName', label: '岗位名称', kind: 'text', required: true, max: 20 },
      { key: 'duty', label: '岗位职责', kind: 'longText', max: 200 },
      { key: 'headcount', label: '人数', kind: 'int', required: true, min: 1, max: 10 },
    ],
  },
  module: {
    maxRows: 20,
    fixedRows: true,
    fields: [
      { key: 'moduleCode', label: '模块编码', kind: 'text', required: true, unique: true, readOnly: true },
      { key: 'moduleName', label: '模块名称', kind: 'text', required: true, max: 20 },
      { key: 'enabled', label: '启用', kind: 'switch' },
    ],
  },
  score: {
    maxRows: 10,
    sumTo100: 'weight',
    fields: [
      { key: 'itemName', label: '评分项', kind: 'text', required: true, max: 30, unique: true },
      { key: 'weight', label: '权重', kind: 'int', required: true, min: 0, max: 100 },
    ],
  },
  teacherShowField: {
    maxRows: 40,
    fixedRows: true,
    fields: [
      { key: 'fieldKey', label: '字段编码', kind: 'text', required: true, unique: true, readOnly: true },
      { key: 'fieldName', label: '字段名称', kind: 'text', required: true, max: 30 },
      { key: 'visible', label: '教师可见', kind: 'switch' },
    ],
  },
  developerData: {
    maxRows: 30,
    fields: [
      { key: 'dataKey', label: '数据键', kind: 'text', required: true, max: 30, unique: true, pattern: KEY_PATTERN },
      { key: 'dataValue', label: '数据值', kind: 'text', max: 200 },
      { key: 'remark', label: '备注', kind: 'text', max: 100 },
    ],
  },
};

/** A case module (one step of the case editor). */
export interface CaseModuleFields {
  moduleName: string;
  moduleType: CaseModuleType;
  sort: number;
  /** 1 shown as a step of the editor, 0 skipped */
  enabled: number;
  /** the step's guidance text */
  content: string;
}

export const MODULE_NAME_MAX = 20;
export const MODULE_CONTENT_MAX = 200;
