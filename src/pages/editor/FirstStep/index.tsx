import { useT } from '@/utils/hooks';
import { flag } from '@/utils/flag';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import FormDialog from '@/components/form/FormDialog';
import { useAccess } from '@umijs/max';
import { Button, Descriptions, Empty, Popconfirm, Space, Table, Tabs, Tag, Typography, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import CaseFields from '@/features/authoring/components/CaseFields';
import ImportModal from '@/features/authoring/components/ImportModal';
import LoadError from '@/components/LoadError';
import PagedTable from '@/components/table/PagedTable';
import { useCaseActions } from '@/features/authoring/components/caseActions';
import { editCasePath, SAND_TABLE_LABEL, sandTableOfVersion } from '@/features/authoring/labels';
import type { CaseRecord, CaseSaveParams, ImportResult } from '@/services/case';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { enterSandTable, getSandboxVersion } from '@/utils/session';
import LinkButton from '@/features/authoring/components/LinkButton';
import caseModel from '@/stores/case';
import { useModel, useModelState } from '@/utils/model';
import { lazyDialog } from '@/components/lazyDialog';
import { display, formatTime, httpUrl, idText } from '@/utils/format';

const PictureModal = lazyDialog(
  () => import('./PictureModal'),
  (props) => !!props.target,
);

/**
 * Case list and management: the user's cases (server paging) and the template cases; create, edit,
 * check, delete (confirmed), import at the stored sandbox version's path, pictures by case code,
 * and the licence url.
 */
export default function FirstStep() {
  const t = useT();
  const cases = useModel(caseModel);
  const { canTeach } = useAccess();
  const templateCaseList = useModelState(caseModel, (s) => s.templateCaseList);
  const licenseUrl = useModelState(caseModel, (s) => s.licenseUrl);
  const action = useRef<ListTableHandle>(null);
  const [templatesFailed, setTemplatesFailed] = useState(false);
  const [editing, setEditing] = useState<CaseRecord | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [pictures, setPictures] = useState<CaseRecord | null>(null);
  const sandTable = sandTableOfVersion(getSandboxVersion());

  const loadTemplates = async () => {
    const list = await cases.fetchTemplateCases();
    setTemplatesFailed(!list);
  };
  useEffect(() => {
    cases.fetchCombobox();
    loadTemplates();
  }, []);

  const { check, remove } = useCaseActions(() => action.current?.reload());

  const columns: ListColumn<CaseRecord>[] = [
    {
      title: t('authoring.case.field.caseName'),
      dataIndex: 'caseName',
      search: { placeholder: t('authoring.case.searchHint') },
      render: (_, record) => (
        <div style={{ minWidth: 0 }}>
          <Space size={6} wrap>
            <Typography.Text strong>{record.caseName}</Typography.Text>
            <Typography.Text type="secondary" code>
              {record.caseCode}
            </Typography.Text>
          </Space>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 1, tooltip: record.description }}
            style={{ margin: 0 }}
          >
            {record.description}
          </Typography.Paragraph>
        </div>
      ),
    },
    {
      title: t('authoring.case.col.sandTable'),
      dataIndex: 'sandTableId',
      search: true,
      options: Object.entries(SAND_TABLE_LABEL).map(([value, id]) => ({ value, label: t(id) })),
      width: 120,
    },
    {
      title: t('authoring.case.col.kind'),
      dataIndex: 'standard',
      width: 90,
      render: (_, record) =>
        record.standard ? (
          <Tag color="blue">{t('authoring.case.kind.standard')}</Tag>
        ) : (
          <Tag color="success">{t('authoring.case.kind.own')}</Tag>
        ),
    },
    { title: t('authoring.case.field.ruleId'), dataIndex: 'ruleName', width: 150, ellipsis: true },
    {
      title: t('authoring.col.updateTime'),
      dataIndex: 'updateTime',
      width: 170,
      responsive: ['xxl'],
      render: formatTime,
    },
    {
      title: t('authoring.col.actions'),
      width: 230,
      render: (_, record) => (
        // Authoring a case acts in its sand table: these actions' calls go to its service variant.
        <Space size="small" wrap={false} onClickCapture={() => enterSandTable(record.sandTableId)}>
          {/* Without the case's id it cannot be opened or edited (a save would create another case). */}
          {flag(record.editable) && canTeach && idText(record.id) && (
            <LinkButton onClick={() => goTo(editCasePath(idText(record.id)!))}>{t('authoring.case.open')}</LinkButton>
          )}
          {flag(record.editable) && canTeach && idText(record.id) && (
            <LinkButton onClick={() => setEditing(record)}>{t('authoring.case.info')}</LinkButton>
          )}
          <LinkButton onClick={() => check(record)}>{t('authoring.case.check')}</LinkButton>
          <LinkButton onClick={() => setPictures(record)}>{t('authoring.picture.button')}</LinkButton>
          {flag(record.editable) && canTeach && (
            <Popconfirm
              title={t('authoring.case.delete.confirm', { name: display(record.caseName) })}
              onConfirm={() => remove(record)}
            >
              <LinkButton danger>{t('authoring.delete')}</LinkButton>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const casesTab = (
    <>
      <PagedTable<CaseRecord>
        tableRef={action}
        columns={columns}
        emptyText={t('authoring.case.empty')}
        toolbar={
          canTeach
            ? [
                <Button key="import" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                  {t('authoring.case.import')}
                </Button>,
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  {t('authoring.case.create')}
                </Button>,
              ]
            : []
        }
        load={cases.fetchCaseList}
      />
    </>
  );

  const templatesTab = templatesFailed ? (
    <LoadError onRetry={loadTemplates} />
  ) : (
    <Table<CaseRecord>
      rowKey="id"
      dataSource={templateCaseList}
      pagination={false}
      locale={{ emptyText: <Empty description={t('authoring.case.templatesEmpty')} /> }}
      columns={[
        { title: t('authoring.case.field.caseCode'), dataIndex: 'caseCode', width: 150 },
        { title: t('authoring.case.field.caseName'), dataIndex: 'caseName' },
        { title: t('authoring.case.field.description'), dataIndex: 'description', responsive: ['lg'] },
        { title: t('authoring.case.field.ruleId'), dataIndex: 'ruleName' },
        {
          title: t('authoring.col.actions'),
          width: 220,
          render: (_, record) => (
            <Space>
              <LinkButton onClick={() => setPictures(record)}>{t('authoring.picture.button')}</LinkButton>
              {canTeach && (
                <LinkButton onClick={() => goTo(`/class/case-dev?qs=${encodeQs({ templateCaseId: record.id })}`)}>
                  {t('authoring.case.develop')}
                </LinkButton>
              )}
            </Space>
          ),
        },
      ]}
    />
  );

  const formCase = editing && editing !== 'new' ? editing : null;
  return (
    <Screen
      description={
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('authoring.case.sandbox')}>
            <Tag>{t(SAND_TABLE_LABEL[sandTable])}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('authoring.case.license')}>
            {httpUrl(licenseUrl) ? (
              <Typography.Link
                href={httpUrl(licenseUrl)}
                target="_blank"
                rel="noopener noreferrer"
                copyable={{ text: licenseUrl }}
                data-testid="license-url"
              >
                {licenseUrl}
              </Typography.Link>
            ) : licenseUrl ? (
              // Not an http(s) address (javascript:, data:…): shown, never a link.
              <Typography.Text copyable={{ text: String(licenseUrl) }} data-testid="license-url">
                {display(licenseUrl)}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t('authoring.case.noLicense')}</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      }
    >
      <Tabs
        items={[
          { key: 'cases', label: t('authoring.case.tab.cases'), children: casesTab },
          {
            key: 'templates',
            label: t('authoring.case.tab.templates', { n: templateCaseList.length }),
            children: templatesTab,
          },
        ]}
      />
      <FormDialog<CaseSaveParams>
        key={idText(formCase?.id) ?? 'new'}
        name="caseForm"
        title={t(formCase ? 'authoring.case.edit' : 'authoring.case.create')}
        open={!!editing}
        initialValues={formCase ?? {}}
        destroyOnHidden
        onCancel={() => setEditing(null)}
        onFinish={async (values) => {
          const saved = await cases.saveCase({ ...values, id: idText(formCase?.id) });
          if (!saved) return false;
          message.success(t('authoring.case.saved', { name: display(values.caseName) }));
          setEditing(null);
          action.current?.reload();
          return true;
        }}
      >
        <CaseFields caseId={idText(formCase?.id)} />
      </FormDialog>
      <ImportModal<ImportResult>
        open={importing}
        title={t('authoring.case.import')}
        template="case"
        hint={t('authoring.case.import.hint', { sandbox: t(SAND_TABLE_LABEL[sandTable]) })}
        onImport={(file, _values, onProgress) => cases.importCase({ file, onProgress })}
        successText={(data) =>
          data?.imported == null ? t('authoring.import.accepted') : t('authoring.import.done', { n: data.imported })
        }
        onSuccess={() => action.current?.reload()}
        onClose={() => setImporting(false)}
      />
      <PictureModal target={pictures} onClose={() => setPictures(null)} />
    </Screen>
  );
}
