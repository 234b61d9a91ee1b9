import { useT } from '@/utils/hooks';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
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
import { display, formatTime, idText } from '@/utils/format';
import { idOptions } from '@/utils/options';
import { useModel, useModelState } from '@/utils/model';

type CreateValues = {
  caseName: string;
  caseCode?: string;
  templateCaseId: string;
};

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
  const setState = async (id: string, caseName: string, state: number) => {
    const saved = await steCases.save({ id, caseName, state });
    if (!saved) return;
    message.success(t(state === 1 ? 'authoring.dev.markedReady' : 'authoring.dev.markedDeveloping'));
    reload();
  };
  const remove = async (id: string) => {
    if (await steCases.remove({ id })) {
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
      render: (_, row) => {
        const caseId = idText(row.caseId);
        return caseId ? (
          <LinkButton onClick={() => goTo(editCasePath(caseId))}>{display(row.caseName)}</LinkButton>
        ) : (
          display(row.caseName)
        );
      },
    },
    { title: code, dataIndex: 'caseCode' },
    { title: template, dataIndex: 'templateName' },
    {
      title: t('authoring.dev.state'),
      dataIndex: 'state',
      // A state the answer left out is neither ready nor in development.
      render: (_, row) =>
        row.state === undefined ? (
          display(undefined)
        ) : row.state === 1 ? (
          <Tag color="success">{t('authoring.dev.state.1')}</Tag>
        ) : (
          <Tag color="warning">{t('authoring.dev.state.0')}</Tag>
        ),
    },
    { title: t('authoring.col.updateTime'), dataIndex: 'updateTime', render: formatTime },
    {
      title: t('authoring.col.actions'),
      render: (_, row) => {
        // Each action names what it needs: the case to open, the record's id (and name and state) to save or delete.
        const caseId = idText(row.caseId);
        const id = idText(row.id);
        const { caseName, state } = row;
        return (
          <Space size={12} wrap>
            {caseId && <LinkButton onClick={() => goTo(editCasePath(caseId))}>{t('authoring.case.open')}</LinkButton>}
            {!saveNotOffered && id && (
              <>
                <LinkButton onClick={() => setRenaming(row)}>{t('authoring.dev.rename')}</LinkButton>
                {caseName !== undefined && state !== undefined && (
                  <LinkButton onClick={() => setState(id, caseName, state === 1 ? 0 : 1)}>
                    {t(state === 1 ? 'authoring.dev.reopen' : 'authoring.dev.markReady')}
                  </LinkButton>
                )}
              </>
            )}
            {id && (
              <Popconfirm
                title={t('authoring.dev.delete.confirm', { name: display(caseName) })}
                onConfirm={() => remove(id)}
              >
                <LinkButton danger>{t('authoring.delete')}</LinkButton>
              </Popconfirm>
            )}
          </Space>
        );
      },
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
          message.success(t('authoring.dev.created', { name: display(values.caseName) }));
          setCreating(false);
          reload();
          return true;
        }}
      >
        <SelectField
          name="templateCaseId"
          label={template}
          options={idOptions(templates, (c) => display(c.caseName))}
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
          const id = idText(renaming?.id);
          if (!id) return false;
          const saved = await steCases.save({ id, caseName: values.caseName });
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
