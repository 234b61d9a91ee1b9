import { useT } from '@/utils/hooks';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';

import { Button, Form, Popconfirm, Radio, Space } from 'antd';
import { useRef, useState } from 'react';
import ImportModal from '@/features/authoring/components/ImportModal';
import PagedTable from '@/components/table/PagedTable';
import { useCaseActions } from '@/features/authoring/components/caseActions';
import { SAND_TABLE_LABEL, sandTableOfVersion } from '@/features/authoring/labels';
import type { CaseRecord, ImportResult } from '@/services/case';
import { getSandboxVersion } from '@/utils/session';
import LinkButton from '@/features/authoring/components/LinkButton';
import caseModel from '@/stores/case';
import { display, formatTime } from '@/utils/format';
import { useModel } from '@/utils/model';

/**
 * Standard case management (administrators): the standard cases of every sandbox version, their
 * import (the administrator picks the sandbox; each has its own import path) and delete.
 */
export default function StandardCase() {
  const t = useT();
  const cases = useModel(caseModel);
  const action = useRef<ListTableHandle>(null);
  const [importing, setImporting] = useState(false);
  const { check, remove } = useCaseActions(() => action.current?.reload());

  const columns: ListColumn<CaseRecord>[] = [
    { title: t('authoring.case.field.caseCode'), dataIndex: 'caseCode' },
    {
      title: t('authoring.case.field.caseName'),
      dataIndex: 'caseName',
      search: { placeholder: t('authoring.case.searchHint') },
    },
    {
      title: t('authoring.case.col.sandTable'),
      dataIndex: 'sandTableId',
      search: true,
      options: Object.entries(SAND_TABLE_LABEL).map(([value, id]) => ({ value, label: t(id) })),
    },
    { title: t('authoring.case.field.ruleId'), dataIndex: 'ruleName' },
    { title: t('authoring.col.updateTime'), dataIndex: 'updateTime', render: formatTime },
    {
      title: t('authoring.col.actions'),
      render: (_, record) => (
        <Space size={12} wrap>
          <LinkButton onClick={() => check(record)}>{t('authoring.case.check')}</LinkButton>
          <Popconfirm
            title={t('authoring.standard.delete.confirm', { name: display(record.caseName) })}
            onConfirm={() => remove(record)}
          >
            <LinkButton danger>{t('authoring.delete')}</LinkButton>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Screen description={t('authoring.standard.desc')}>
      <PagedTable<CaseRecord>
        tableRef={action}
        columns={columns}
        emptyText={t('authoring.standard.empty')}
        toolbar={[
          <Button key="import" type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('authoring.standard.import')}
          </Button>,
        ]}
        load={(params) => cases.fetchCaseList({ ...params, standard: 1 })}
      />
      <ImportModal<ImportResult>
        open={importing}
        title={t('authoring.standard.import')}
        template="case"
        formName="standardImport"
        initialValues={{ sandTableId: sandTableOfVersion(getSandboxVersion()) }}
        onImport={(file, values, onProgress) => cases.importCase({ file, onProgress, version: values.sandTableId })}
        successText={(data) =>
          data?.imported == null ? t('authoring.import.accepted') : t('authoring.import.done', { n: data.imported })
        }
        onSuccess={() => action.current?.reload()}
        onClose={() => setImporting(false)}
      >
        <Form.Item name="sandTableId" label={t('authoring.case.col.sandTable')}>
          <Radio.Group options={Object.entries(SAND_TABLE_LABEL).map(([value, id]) => ({ value, label: t(id) }))} />
        </Form.Item>
      </ImportModal>
    </Screen>
  );
}
