import { ImportOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';

import { Button, Empty, Form, List, Modal, Popconfirm, Radio, message } from 'antd';
import { useRef, useState } from 'react';
import ImportModal from '@/pages/authoring/components/ImportModal';
import LoadError from '@/pages/authoring/components/LoadError';
import { runImport } from '@/pages/authoring/importCall';
import { SAND_TABLE_LABEL, sandTableOfVersion } from '@/pages/authoring/labels';
import { useT } from '@/pages/authoring/useT';
import { importCaseCall } from '@/models/case';
import type { CaseRecord, CheckResult, ImportResult, Page } from '@/services/case';
import { getSandboxVersion } from '@/utils/session';
import { useDispatchEffect } from '@/pages/authoring/useDispatchEffect';
import LinkButton from '@/pages/authoring/components/LinkButton';

/**
 * Standard case management (administrators): the standard cases of every sandbox version, their
 * import (the administrator picks the sandbox; each has its own import path) and delete.
 */
export default function StandardCase() {
  const t = useT();
  const dispatch = useDispatchEffect();
  const action = useRef<ActionType>();
  const [failed, setFailed] = useState(false);
  const [importing, setImporting] = useState(false);

  const remove = async (record: CaseRecord) => {
    if (await dispatch({ type: 'case/removeCase', payload: { id: record.id } })) {
      message.success(t('authoring.deleted'));
      action.current?.reload();
    }
  };
  const check = async (record: CaseRecord) => {
    const result: CheckResult | undefined = await dispatch({ type: 'case/checkCase', payload: { id: record.id } });
    if (!result) return;
    if (result.passed) Modal.success({ title: t('authoring.case.check.passed', { name: record.caseName }) });
    else Modal.error({ title: t('authoring.case.check.failed', { name: record.caseName }), content: <List size="small" dataSource={result.problems} renderItem={(p) => <List.Item>{p}</List.Item>} /> });
  };

  const columns: ProColumns<CaseRecord>[] = [
    { title: t('authoring.case.field.caseCode'), dataIndex: 'caseCode', hideInSearch: true },
    { title: t('authoring.case.field.caseName'), dataIndex: 'caseName', fieldProps: { placeholder: t('authoring.case.searchHint') } },
    {
      title: t('authoring.case.col.sandTable'),
      dataIndex: 'sandTableId',
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(SAND_TABLE_LABEL).map(([k, id]) => [k, { text: t(id) }])),
    },
    { title: t('authoring.case.field.ruleId'), dataIndex: 'ruleName', hideInSearch: true },
    { title: t('authoring.col.updateTime'), dataIndex: 'updateTime', hideInSearch: true },
    {
      title: t('authoring.col.actions'),
      valueType: 'option',
      render: (_, record) => [
        <LinkButton key="check" onClick={() => check(record)}>
          {t('authoring.case.check')}
        </LinkButton>,
        <Popconfirm key="delete" title={t('authoring.standard.delete.confirm', { name: record.caseName })} onConfirm={() => remove(record)}>
          <LinkButton danger>{t('authoring.delete')}</LinkButton>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer content={t('authoring.standard.desc')}>
      {failed && <LoadError onRetry={() => action.current?.reload()} />}
      <ProTable<CaseRecord>
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        locale={{ emptyText: <Empty description={t('authoring.standard.empty')} /> }}
        toolBarRender={() => [
          <Button key="import" type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('authoring.standard.import')}
          </Button>,
        ]}
        request={async (params) => {
          const page: Page<CaseRecord> | undefined = await dispatch({
            type: 'case/fetchCaseList',
            payload: { current: params.current, size: params.pageSize, caseName: params.caseName, sandTableId: params.sandTableId, standard: 1 },
          });
          setFailed(!page);
          return { data: page?.records ?? [], total: page?.total ?? 0, success: !!page };
        }}
      />
      <ImportModal<ImportResult>
        open={importing}
        title={t('authoring.standard.import')}
        template="case"
        initialValues={{ sandTableId: sandTableOfVersion(getSandboxVersion()) }}
        onImport={(file, values, onProgress) => runImport((options) => importCaseCall(values.sandTableId)({ file }, options), onProgress)}
        successText={(data) => t('authoring.import.done', { n: data.imported })}
        onSuccess={() => action.current?.reload()}
        onClose={() => setImporting(false)}
      >
        <Form.Item name="sandTableId" label={t('authoring.case.col.sandTable')}>
          <Radio.Group options={Object.entries(SAND_TABLE_LABEL).map(([value, id]) => ({ value, label: t(id) }))} />
        </Form.Item>
      </ImportModal>
    </PageContainer>
  );
}
