import { useT } from '@/utils/hooks';
import { PlusOutlined } from '@ant-design/icons';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import FormDialog from '@/components/form/FormDialog';
import { SelectField } from '@/components/form/select';
import { TextField } from '@/components/form/text';
import { useLocation } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import BackButton from '@/components/BackButton';
import { CASE_CODE_PATTERN, CaseNameField } from '@/features/authoring/components/CaseFields';
import PagedTable from '@/components/table/PagedTable';
import { editCasePath } from '@/features/authoring/labels';
import { steCases } from '@/features/authoring/steCases';
import { NotOfferedNotice, useNotOffered } from '@/features/backend/notOffered';
import type { SteCaseRecord } from '@/services/ste';
import { goTo } from '@/utils/navigate';
import { decodeQs } from '@/utils/qs';
import LinkButton from '@/features/authoring/components/LinkButton';
import caseModel from '@/stores/case';
import { useModel, useModelState } from '@/utils/model';

interface CreateValues {
  caseName: string;
  caseCode?: string;
  templateCaseId: string;
}

/**
 * Case development: the teacher's own cases built from templates (server paging), created from a
 * template, renamed, marked ready (when the case check passes), opened in the editor, deleted. On a
 * backend without saving them, the list, opening and deleting stay; creating, renaming and marking go.
 */
export default function CaseDev() {
  const t = useT();
  const cases = useModel(caseModel);
  const qs = decodeQs(useLocation().search);
  const templates = useModelState(caseModel, (s) => s.templateCaseList);
  const action = useRef<ListTableHandle>(null);
  const [creating, setCreating] = useState(!!qs.templateCaseId);
  const [renaming, setRenaming] = useState<SteCaseRecord | null>(null);
  const saveNotOffered = useNotOffered('ste.caseSave');
  useEffect(() => {
    cases.fetchTemplateCases();
  }, [cases]);

  const reload = () => action.current?.reload();
  const setState = async (row: SteCaseRecord, state: number) => {
    const saved = await steCases.save({ id: row.id, caseName: row.caseName, state });
    if (!saved) return;
    message.success(t(state === 1 ? 'authoring.dev.markedReady' : 'authoring.dev.markedDeveloping'));
    reload();
  };
  const remove = async (row: SteCaseRecord) => {
    if (await steCases.remove({ id: row.id })) {
      message.success(t('authoring.deleted'));
      reload();
    }
  };

  const name = t('authoring.case.field.caseName');
  const code = t('authoring.case.field.caseCode');
  const template = t('authoring.dev.template');
  const columns: ListColumn<SteCaseRecord>[] = [
    {
      title: name,
      dataIndex: 'caseName',
      search: true,
      render: (_, row) => <LinkButton onClick={() => goTo(editCasePath(row.caseId))}>{row.caseName}</LinkButton>,
    },
    { title: code, dataIndex: 'caseCode' },
    { title: template, dataIndex: 'templateName' },
    {
      title: t('authoring.dev.state'),
      dataIndex: 'state',
      render: (_, row) =>
        row.state === 1 ? (
          <Tag color="green">{t('authoring.dev.state.1')}</Tag>
        ) : (
          <Tag color="orange">{t('authoring.dev.state.0')}</Tag>
        ),
    },
    { title: t('authoring.col.updateTime'), dataIndex: 'updateTime' },
    {
      title: t('authoring.col.actions'),
      render: (_, row) => (
        <Space size={12} wrap>
          <LinkButton onClick={() => goTo(editCasePath(row.caseId))}>{t('authoring.case.open')}</LinkButton>
          {!saveNotOffered && (
            <>
              <LinkButton onClick={() => setRenaming(row)}>{t('authoring.dev.rename')}</LinkButton>
              <LinkButton onClick={() => setState(row, row.state === 1 ? 0 : 1)}>
                {t(row.state === 1 ? 'authoring.dev.reopen' : 'authoring.dev.markReady')}
              </LinkButton>
            </>
          )}
          <Popconfirm title={t('authoring.dev.delete.confirm', { name: row.caseName })} onConfirm={() => remove(row)}>
            <LinkButton danger>{t('authoring.delete')}</LinkButton>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Screen extra={<BackButton />} description={t('authoring.dev.desc')}>
      <NotOfferedNotice call="ste.caseSave" detail={t('authoring.notOffered.caseSave')} style={{ marginBottom: 16 }} />
      <PagedTable<SteCaseRecord>
        tableRef={action}
        columns={columns}
        emptyText={t('authoring.dev.empty')}
        toolbar={[
          <Button
            key="new"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            disabled={saveNotOffered}
          >
            {t('authoring.dev.create')}
          </Button>,
        ]}
        load={({ current, size, caseName }) => steCases.list({ current, size, caseName })}
      />
      <FormDialog<CreateValues>
        name="devCreate"
        title={t('authoring.dev.create')}
        // A refused save closes the dialog: the notice above says why, and nothing typed could be saved.
        open={creating && !saveNotOffered}
        initialValues={{ templateCaseId: qs.templateCaseId }}
        destroyOnHidden
        onCancel={() => setCreating(false)}
        onFinish={async (values) => {
          const created = await steCases.save(values);
          if (!created) return false;
          message.success(t('authoring.dev.created', { name: created.caseName }));
          setCreating(false);
          reload();
          return true;
        }}
      >
        <SelectField
          name="templateCaseId"
          label={template}
          options={templates.map((c) => ({ value: c.id, label: c.caseName }))}
          rules={[{ required: true, message: t('authoring.select', { field: template }) }]}
        />
        <CaseNameField />
        <TextField
          name="caseCode"
          label={code}
          extra={t('authoring.dev.codeHint')}
          rules={[{ pattern: CASE_CODE_PATTERN, message: t('authoring.case.field.caseCode.pattern') }]}
        />
      </FormDialog>
      <FormDialog<{ caseName: string }>
        name="devRename"
        title={t('authoring.dev.rename')}
        open={!!renaming && !saveNotOffered}
        initialValues={{ caseName: renaming?.caseName }}
        destroyOnHidden
        onCancel={() => setRenaming(null)}
        onFinish={async (values) => {
          const saved = await steCases.save({ id: renaming!.id, caseName: values.caseName });
          if (!saved) return false;
          message.success(t('authoring.saved'));
          setRenaming(null);
          reload();
          return true;
        }}
      >
        <CaseNameField />
      </FormDialog>
    </Screen>
  );
}
