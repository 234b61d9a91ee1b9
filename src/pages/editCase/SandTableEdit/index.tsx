import { useT } from '@/utils/hooks';
import type { ReactNode } from 'react';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Screen from '@/components/Screen';
import { useAccess, useLocation } from '@umijs/max';
import { Alert, Button, Card, Modal, Result, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import BackButton from '@/components/BackButton';
import { INITIAL_CASE_EDIT_STEP } from '@/constants';
import type { SteFamily } from '@/domain/caseEditing';
import LoadError from '@/components/LoadError';
import { useCaseActions } from '@/features/authoring/components/caseActions';
import { useCaseRecord } from '@/features/authoring/components/useCaseRecord';
import { useLeaveGuard } from '@/features/authoring/useLeaveGuard';
import type { CaseRecord } from '@/services/case';
import type { CaseModule } from '@/services/caseModule';
import { goTo } from '@/utils/navigate';
import { enterSandTable } from '@/utils/session';
import { decodeQs } from '@/utils/qs';
import BasicStep from './BasicStep';
import Overview from './Overview';
import SteRowsStep from './SteRowsStep';
import caseModel from '@/stores/case';
import { display, text } from '@/utils/format';
import { useModel, useModelState } from '@/utils/model';
import { flag } from '@/utils/flag';

const OVERVIEW = 'overview';

/**
 * Case editing (qs { caseId }): an overview (step -1) of the case and its steps, then one step per
 * enabled case module, each editing the data it belongs to. What is typed in a step stays when the
 * user moves to another step (with a warning that it is not saved); leaving the screen with unsaved
 * steps asks first.
 */
export default function SandTableEdit() {
  const t = useT();
  const cases = useModel(caseModel);
  const { canTeach } = useAccess();
  const caseId = decodeQs(useLocation().search).caseId as string | undefined;
  const step = useModelState(caseModel, (s) => s.step);
  const caseModuleList = useModelState(caseModel, (s) => s.caseModuleList);
  const { record, setRecord, loading, failed, reload } = useCaseRecord(caseId ? String(caseId) : undefined);
  // The case's sand table selects the service variant of the editing calls; set while
  // rendering, before the steps' effects call.
  if (record) enterSandTable(record.sandTableId);
  const [modulesFailed, setModulesFailed] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const [checking, setChecking] = useState(false);
  const { check } = useCaseActions();

  const loadModules = async () => {
    if (!caseId) return;
    const list = await cases.fetchCaseModules({ caseId: String(caseId) });
    setModulesFailed(!list);
  };
  useEffect(() => {
    cases.resetEditor();
    setDrafts({});
    setDirty({});
    loadModules();
    return () => {
      cases.resetEditor();
    };
  }, [caseId]);

  const anyDirty = Object.values(dirty).some(Boolean);
  useLeaveGuard(anyDirty);

  if (!caseId) {
    return (
      <Screen extra={<BackButton />}>
        <Result
          status="info"
          title={t('authoring.edit.noCase')}
          extra={<Button onClick={() => goTo('/editor/firstStep')}>{t('authoring.edit.toList')}</Button>}
        />
      </Screen>
    );
  }
  if (failed || modulesFailed) {
    return (
      <Screen extra={<BackButton />}>
        <LoadError
          onRetry={() => {
            reload();
            loadModules();
          }}
        />
      </Screen>
    );
  }
  if (!record) {
    return (
      <Screen extra={<BackButton />}>
        {loading || !caseModuleList.length ? (
          <Spin spinning style={{ display: 'block', padding: 64 }} />
        ) : (
          <Result status="404" title={t('authoring.edit.notFound')} />
        )}
      </Screen>
    );
  }

  const editable = canTeach && !!record.editable;
  // A module of no type names no data to edit: it is not a step.
  const steps: CaseModule[] = caseModuleList.filter((m) => flag(m.enabled) && m.moduleType !== undefined);
  const current = Math.min(step, steps.length - 1);
  const keyOf = (index: number) =>
    index === INITIAL_CASE_EDIT_STEP ? OVERVIEW : steps[index] ? text(steps[index].id) || `step-${index}` : OVERVIEW;
  const report = (key: string) => (value: unknown, isDirty: boolean) => {
    setDrafts((d) => ({ ...d, [key]: isDirty ? value : undefined }));
    setDirty((d) => ({ ...d, [key]: isDirty }));
  };

  const goStep = (next: number) => {
    if (next === current) return;
    const move = () => cases.setStep(next);
    if (!dirty[keyOf(current)]) {
      move();
      return;
    }
    Modal.confirm({
      title: t('authoring.edit.leaveStep.title'),
      content: t('authoring.edit.leaveStep.content'),
      okText: t('authoring.edit.leaveStep.ok'),
      cancelText: t('authoring.edit.leaveStep.cancel'),
      onOk: move,
    });
  };
  const finish = async () => {
    setChecking(true);
    await check(record, anyDirty ? t('authoring.edit.unsavedSteps') : undefined);
    setChecking(false);
  };

  const module = current >= 0 ? steps[current] : undefined;
  const key = keyOf(current);
  let body: ReactNode;
  if (!module) {
    body = (
      <Overview
        record={record}
        editable={editable}
        saved={caseModuleList}
        draft={drafts[OVERVIEW] as CaseModule[] | undefined}
        onReport={report(OVERVIEW)}
        onStart={() => goStep(0)}
      />
    );
  } else if (module.moduleType === 'basic') {
    body = (
      <BasicStep
        key={key}
        record={record}
        editable={editable}
        draft={drafts[key] as any}
        onReport={report(key)}
        onSaved={(saved: CaseRecord) => setRecord({ ...record, ...saved })}
      />
    );
  } else {
    body = (
      <SteRowsStep
        key={key}
        family={module.moduleType as SteFamily}
        caseId={String(caseId)}
        editable={editable}
        draft={drafts[key] as any}
        onReport={report(key)}
      />
    );
  }

  return (
    <Screen title={t('authoring.edit.title', { name: display(record.caseName) })} extra={<BackButton />}>
      <Card>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {!editable && <Alert type="info" showIcon title={t('authoring.case.readOnly')} />}
          <Steps
            size="small"
            titlePlacement="vertical"
            current={current + 1}
            onChange={(index) => goStep(index - 1)}
            items={[
              {
                title: t('authoring.edit.overview'),
                subTitle: dirty[OVERVIEW] ? t('authoring.edit.unsaved') : undefined,
              },
              ...steps.map((m, i) => ({
                title: display(m.moduleName),
                subTitle: dirty[keyOf(i)] ? t('authoring.edit.unsaved') : undefined,
              })),
            ]}
          />
          {module && (
            <div>
              <Space>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {t('authoring.edit.stepOf', {
                    n: current + 1,
                    total: steps.length,
                    name: display(module.moduleName),
                  })}
                </Typography.Title>
                {dirty[key] && <Tag color="warning">{t('authoring.edit.unsaved')}</Tag>}
              </Space>
              {module.content && (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                  {module.content}
                </Typography.Paragraph>
              )}
            </div>
          )}
          {body}
          {current >= 0 && (
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Button icon={<LeftOutlined />} onClick={() => goStep(current - 1)}>
                {t(current === 0 ? 'authoring.edit.backToOverview' : 'authoring.edit.prev')}
              </Button>
              {current < steps.length - 1 ? (
                <Button type="primary" onClick={() => goStep(current + 1)}>
                  {t('authoring.edit.next')} <RightOutlined />
                </Button>
              ) : (
                <Button type="primary" icon={<CheckCircleOutlined />} loading={checking} onClick={finish}>
                  {t('authoring.edit.finish')}
                </Button>
              )}
            </Space>
          )}
        </Space>
      </Card>
    </Screen>
  );
}
