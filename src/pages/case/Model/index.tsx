import { useT } from '@/utils/hooks';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import Screen from '@/components/Screen';
import { useAccess } from '@umijs/max';
import { Alert, Button, Card, Empty, Modal, Space, Spin, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import CaseSelect from '@/features/authoring/components/CaseSelect';
import LoadError from '@/components/LoadError';
import ModuleListEditor, { moduleListProblems, sameModules } from '@/features/authoring/components/ModuleListEditor';
import { useCaseRecord } from '@/features/authoring/components/useCaseRecord';
import { useLeaveGuard } from '@/features/authoring/useLeaveGuard';
import { checkCaseModules } from '@/features/authoring/caseModules';
import type { CaseModule } from '@/services/caseModule';
import caseModel from '@/stores/case';
import { useModel, useModelState } from '@/utils/model';

/** Model setting: the modules (editor steps) of a case, in order, switched on or off, saved as a whole. */
export default function CaseModel() {
  const t = useT();
  const cases = useModel(caseModel);
  const { canTeach } = useAccess();
  const saved = useModelState(caseModel, (s) => s.caseModuleList);
  const [caseId, setCaseId] = useState<string>();
  const { record } = useCaseRecord(caseId);
  const [draft, setDraft] = useState<CaseModule[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [checking, setChecking] = useState(false);
  const editable = canTeach && !!record?.editable;
  const dirty = editable && !sameModules(draft, saved);
  useLeaveGuard(dirty);

  const load = async () => {
    if (!caseId) return;
    setLoading(true);
    setFailed(false);
    const list = await cases.fetchCaseModules({ caseId });
    setLoading(false);
    setFailed(!list);
    setDraft(list ?? []);
  };
  useEffect(() => {
    load();
  }, [caseId]);

  const pickCase = (next: string) => {
    if (!dirty) {
      setCaseId(next);
      return;
    }
    Modal.confirm({
      title: t('authoring.leave.title'),
      content: t('authoring.leave.content'),
      okText: t('authoring.leave.ok'),
      cancelText: t('authoring.leave.cancel'),
      onOk: () => setCaseId(next),
    });
  };
  const problems = moduleListProblems(draft);
  const save = async () => {
    setSaving(true);
    const list = await cases.saveCaseModules({ caseId: caseId!, modules: draft });
    setSaving(false);
    if (!list) return;
    setDraft(list);
    message.success(t('authoring.module.saved'));
  };
  const check = async () => {
    setChecking(true);
    const result = await checkCaseModules(caseId!);
    setChecking(false);
    if (!result) return;
    const problems = result.problems ?? [];
    // Without `passed` and problems the answer says neither: the editor shows no verdict.
    if (result.passed === undefined && !problems.length) Modal.info({ title: t('authoring.module.check.unknown') });
    else if (result.passed) Modal.success({ title: t('authoring.module.check.passed') });
    else Modal.error({ title: t('authoring.module.check.failed'), content: problems.join('；') });
  };

  return (
    <Screen description={t('authoring.model.desc')}>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Space wrap>
              <Typography.Text strong>{t('authoring.case.current')}</Typography.Text>
              <CaseSelect value={caseId} onChange={pickCase} />
            </Space>
            <Space wrap>
              <Button icon={<CheckCircleOutlined />} loading={checking} disabled={!caseId} onClick={check}>
                {t('authoring.module.check')}
              </Button>
              {editable && (
                <>
                  <Button icon={<UndoOutlined />} disabled={!dirty} onClick={() => setDraft(saved)}>
                    {t('authoring.rule.undo')}
                  </Button>
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    loading={saving}
                    disabled={!dirty || problems.length > 0}
                    onClick={save}
                  >
                    {t('authoring.save')}
                  </Button>
                </>
              )}
            </Space>
          </Space>
          {record && !editable && <Alert type="info" showIcon title={t('authoring.case.readOnly')} />}
          {problems.length > 0 && editable && (
            <Alert type="error" showIcon title={problems.map((p) => t(p.id, p.values)).join('；')} />
          )}
          {failed ? (
            <LoadError onRetry={load} />
          ) : (
            <Spin spinning={loading}>
              {!caseId && !loading ? (
                <Empty description={t('authoring.case.pick')} />
              ) : (
                <ModuleListEditor value={draft} onChange={setDraft} editable={editable} />
              )}
            </Spin>
          )}
        </Space>
      </Card>
    </Screen>
  );
}
