import { useT } from '@/utils/hooks';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';

import { Alert, Button, Descriptions, Space, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import ModuleListEditor, { moduleListProblems, sameModules } from '@/features/authoring/components/ModuleListEditor';
import { SAND_TABLE_LABEL } from '@/features/authoring/labels';
import type { CaseRecord } from '@/services/case';
import type { CaseModule } from '@/services/caseModule';
import caseModel from '@/stores/case';
import { display, formatTime, idText, text } from '@/utils/format';
import { useModel } from '@/utils/model';
import { flag } from '@/utils/flag';

interface Props {
  record: CaseRecord;
  editable: boolean;
  saved: CaseModule[];
  draft?: CaseModule[];
  onReport: (modules: CaseModule[], dirty: boolean) => void;
  onStart: () => void;
}

/** Step -1: the case at a glance and its steps (modules): order, names, on or off, guidance. */
export default function Overview({ record, editable, saved, draft, onReport, onStart }: Props) {
  const t = useT();
  const cases = useModel(caseModel);
  const [saving, setSaving] = useState(false);
  const value = draft ?? saved;
  const dirty = !sameModules(value, saved);
  const problems = moduleListProblems(value);

  const save = async () => {
    const caseId = idText(record.id);
    if (!caseId) return;
    setSaving(true);
    const list = await cases.saveCaseModules({ caseId, modules: value });
    setSaving(false);
    if (!list) return;
    onReport(list, false);
    message.success(t('authoring.module.saved'));
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('authoring.case.field.caseCode')}>{display(record.caseCode)}</Descriptions.Item>
        <Descriptions.Item label={t('authoring.case.col.sandTable')}>
          {/* A sand table the answer did not name, or one this app does not know, is not guessed. */}
          {SAND_TABLE_LABEL[text(record.sandTableId)] ? (
            <Tag>{t(SAND_TABLE_LABEL[text(record.sandTableId)])}</Tag>
          ) : (
            display(record.sandTableId)
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('authoring.case.field.ruleId')}>{record.ruleName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('authoring.col.updateTime')}>{formatTime(record.updateTime)}</Descriptions.Item>
        <Descriptions.Item label={t('authoring.case.field.description')} span="filled">
          {record.description || '-'}
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('authoring.edit.steps')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('authoring.edit.stepsHint')}</Typography.Paragraph>
        {problems.length > 0 && editable && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={problems.map((p) => t(p.id, p.values)).join('；')}
          />
        )}
        <ModuleListEditor
          value={value}
          editable={editable}
          onChange={(next) => onReport(next, !sameModules(next, saved))}
        />
      </div>
      <Space wrap>
        {editable && (
          <>
            <Button icon={<UndoOutlined />} disabled={!dirty} onClick={() => onReport(saved, false)}>
              {t('authoring.rule.undo')}
            </Button>
            <Button icon={<SaveOutlined />} loading={saving} disabled={!dirty || problems.length > 0} onClick={save}>
              {t('authoring.edit.saveSteps')}
            </Button>
          </>
        )}
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          disabled={!saved.some((m) => flag(m.enabled))}
          onClick={onStart}
        >
          {t('authoring.edit.start')}
        </Button>
      </Space>
    </Space>
  );
}
