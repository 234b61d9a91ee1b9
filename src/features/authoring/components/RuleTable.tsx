import { useCurrentUser, useT } from '@/utils/hooks';
import { flag } from '@/utils/flag';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import FormDialog from '@/components/form/FormDialog';
import { TextField } from '@/components/form/text';
import { Popconfirm, Space, Tag, message } from 'antd';
import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { accessOf } from '@/access';
import { ROLE } from '@/domain/codes';
import { RULE_TYPE, type RuleRecord } from '@/services/rule';
import { display, formatNumber, formatTime, idText } from '@/utils/format';
import { RULE_TYPE_COLOR, RULE_TYPE_LABEL } from '../labels';
import PagedTable from '@/components/table/PagedTable';
import LinkButton from './LinkButton';
import ruleModel, { deleteCallOf } from '@/stores/rule';
import { useModel } from '@/utils/model';

export interface RuleTableHandle {
  reload: () => void;
}

interface Props {
  /** list through the estimate service */
  source?: 'estimate';
  /** only rules of this type (the type filter is then hidden) */
  ruleType?: number;
  /** case options of the case filter */
  caseOptions?: { label: string; value: string }[];
  /** no copy or delete (students, the estimate service's view) */
  readOnly?: boolean;
  /** what "view" does with a rule */
  onOpen: (rule: RuleRecord) => void;
  toolbar?: ReactNode[];
  tableRef?: Ref<RuleTableHandle>;
  /** rules the caller may not change are copied "as my rule" (the preset screen of a teacher) */
  copyAsMine?: boolean;
  /** after a copy: the new custom rule */
  onCopied?: (copy: RuleRecord) => void;
}

/**
 * A page of rules (server paging, filtered by name, type and case), stored in the rule model, with
 * view, copy, export and delete (confirmed) per row.
 */
export default function RuleTable({
  source,
  ruleType,
  caseOptions,
  readOnly,
  onOpen,
  toolbar,
  tableRef,
  copyAsMine,
  onCopied,
}: Props) {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const rules = useModel(ruleModel);
  // The same rule as the access plugin's, from the signed-in user the screens share.
  const { canTeach } = accessOf(userInfo);
  const isAdmin = userInfo.userType === ROLE.admin;
  const action = useRef<ListTableHandle>(null);
  const [copying, setCopying] = useState<RuleRecord | null>(null);
  useImperativeHandle(tableRef, () => ({ reload: () => action.current?.reload() }));
  // Administrators maintain the platform's rules on their own screens (rule import).
  const mayChange = (canTeach || isAdmin) && !readOnly;

  const remove = async (rule: RuleRecord) => {
    const done = await rules.deleteRule({ rule });
    if (done) {
      message.success(t('authoring.deleted'));
      action.current?.reload();
    }
  };
  // A rule of no known type has no delete endpoint; one the answer gave no id cannot be named to any call.
  const mayDelete = (rule: RuleRecord) =>
    rule.editable &&
    !rule.isDefault &&
    !!deleteCallOf(rule.ruleType) &&
    (rule.ruleType !== RULE_TYPE.preset || isAdmin);

  const columns: ListColumn<RuleRecord>[] = [
    {
      title: t('authoring.rule.col.ruleName'),
      dataIndex: 'ruleName',
      search: true,
      render: (_, rule) => (
        <Space size={4} wrap>
          <LinkButton onClick={() => onOpen(rule)}>{display(rule.ruleName)}</LinkButton>
          {flag(rule.isDefault) && <Tag>{t('authoring.rule.default')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('authoring.rule.col.type'),
      dataIndex: 'ruleType',
      width: 110,
      search: ruleType === undefined,
      options: Object.entries(RULE_TYPE_LABEL).map(([value, id]) => ({ value, label: t(id) })),
      render: (_, rule) =>
        rule.ruleType !== undefined && RULE_TYPE_LABEL[rule.ruleType] ? (
          <Tag color={RULE_TYPE_COLOR[rule.ruleType]}>{t(RULE_TYPE_LABEL[rule.ruleType])}</Tag>
        ) : (
          display(undefined)
        ),
    },
    {
      title: t('authoring.rule.col.case'),
      dataIndex: 'caseId',
      search: !!caseOptions && { showSearch: true },
      options: caseOptions,
      render: (_, rule) => display(rule.caseName),
    },
    { title: t('authoring.rule.col.code'), dataIndex: 'code', responsive: ['xxl'] },
    {
      title: t('authoring.rule.col.dealerOrders'),
      dataIndex: 'dealerOrderCount',
      render: (_, rule) => formatNumber(rule.dealerOrderCount),
      responsive: ['xxl'],
    },
    {
      title: t('authoring.rule.col.updatedBy'),
      dataIndex: 'updatedBy',
      width: 110,
      responsive: ['lg'],
    },
    {
      title: t('authoring.col.updateTime'),
      dataIndex: 'updateTime',
      width: 170,
      responsive: ['xxl'],
      render: formatTime,
    },
    {
      title: t('authoring.col.actions'),
      width: 200,
      render: (_, rule) => {
        const ruleId = idText(rule.id);
        if (!ruleId) return display(undefined);
        return (
          <Space size="small" wrap={false}>
            <LinkButton onClick={() => onOpen(rule)}>
              {t(flag(rule.editable) && mayChange ? 'authoring.edit' : 'authoring.view')}
            </LinkButton>
            {mayChange && (
              <LinkButton onClick={() => setCopying(rule)}>
                {t(copyAsMine && !rule.editable ? 'authoring.rule.copyAsMine' : 'authoring.rule.copy')}
              </LinkButton>
            )}
            <LinkButton onClick={() => rules.exportRule({ ruleId })}>{t('authoring.rule.export')}</LinkButton>
            {mayChange && mayDelete(rule) && (
              <Popconfirm
                title={t('authoring.rule.delete.confirm', { name: display(rule.ruleName) })}
                onConfirm={() => remove(rule)}
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
    <>
      <PagedTable<RuleRecord>
        tableRef={action}
        columns={columns}
        emptyText={t('authoring.rule.empty')}
        toolbar={toolbar ?? []}
        load={({ current, size, ruleName, caseId, ruleType: type }) =>
          rules.fetchRuleList({ source, current, size, ruleName, caseId, ruleType: ruleType ?? type })
        }
      />
      <FormDialog<{ ruleName: string }>
        name="copyRule"
        title={t('authoring.rule.copy.title')}
        open={!!copying}
        destroyOnHidden
        onCancel={() => setCopying(null)}
        initialValues={{
          ruleName: copying?.ruleName ? `${copying.ruleName}${t('authoring.rule.copy.suffix')}` : '',
        }}
        onFinish={async (values) => {
          const ruleId = idText(copying?.id);
          if (!ruleId) return false;
          const copy = await rules.copyRule({ ruleId, ruleName: values.ruleName });
          if (!copy) return false;
          message.success(t('authoring.rule.copied', { name: display(copy.ruleName ?? values.ruleName) }));
          setCopying(null);
          action.current?.reload();
          onCopied?.(copy);
          return true;
        }}
      >
        <TextField
          name="ruleName"
          label={t('authoring.rule.col.ruleName')}
          rules={[
            { required: true, message: t('authoring.required', { field: t('authoring.rule.col.ruleName') }) },
            { max: 50, message: t('authoring.maxLength', { field: t('authoring.rule.col.ruleName'), max: 50 }) },
          ]}
        />
      </FormDialog>
    </>
  );
}
