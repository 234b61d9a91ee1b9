import { useT } from '@/utils/hooks';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { Button, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import type { CaseModule } from '@/services/caseModule';
import { display, text } from '@/utils/format';
import { MODULE_CONTENT_MAX, MODULE_NAME_MAX } from '@/domain/caseEditing';
import { flag } from '@/utils/flag';

/** What is wrong with a module list, as locale keys with values (empty when it can be saved). */
export function moduleListProblems(list: CaseModule[]): { id: string; values?: Record<string, string | number> }[] {
  const problems: { id: string; values?: Record<string, string | number> }[] = [];
  if (!list.some((m) => flag(m.enabled))) problems.push({ id: 'authoring.module.problem.noneEnabled' });
  list.forEach((m, i) => {
    // The backend may send null for a field: a missing name is a problem to show, not a crash.
    const name = text(m.moduleName);
    if (!name.trim()) problems.push({ id: 'authoring.module.problem.name', values: { n: i + 1 } });
    if (name.length > MODULE_NAME_MAX)
      problems.push({ id: 'authoring.module.problem.nameLong', values: { n: i + 1, max: MODULE_NAME_MAX } });
    if (text(m.content).length > MODULE_CONTENT_MAX)
      problems.push({
        id: 'authoring.module.problem.contentLong',
        values: { name: display(m.moduleName), max: MODULE_CONTENT_MAX },
      });
  });
  const names = list.map((m) => text(m.moduleName).trim());
  const duplicate = names.find((n, i) => n && names.indexOf(n) !== i);
  if (duplicate) problems.push({ id: 'authoring.module.problem.duplicate', values: { name: duplicate } });
  return problems;
}

/** The same list? (order, names, switches and texts) */
export function sameModules(a: CaseModule[], b: CaseModule[]): boolean {
  const key = (list: CaseModule[]) =>
    JSON.stringify(list.map(({ id, moduleName, enabled, content }) => [id, moduleName, enabled, content]));
  return key(a) === key(b);
}

/**
 * The case's modules (the editor's steps) in order: rename, reorder, switch on or off, and give each
 * step its guidance text. Controlled: `value` is the draft, `onChange` gets the new list.
 */
export default function ModuleListEditor({
  value,
  onChange,
  editable,
}: {
  value: CaseModule[];
  onChange: (next: CaseModule[]) => void;
  editable: boolean;
}) {
  const t = useT();
  const update = (index: number, patch: Partial<CaseModule>) =>
    onChange(value.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <Table<CaseModule>
      rowKey="id"
      size="small"
      dataSource={value}
      pagination={false}
      columns={[
        { title: t('authoring.module.col.order'), width: 70, render: (_, __, i) => i + 1 },
        {
          title: t('authoring.module.col.name'),
          dataIndex: 'moduleName',
          width: 220,
          render: (name: unknown, _m, i) =>
            editable ? (
              <Input
                aria-label={t('authoring.module.nameOf', { n: i + 1 })}
                value={text(name)}
                maxLength={MODULE_NAME_MAX}
                status={text(name).trim() ? undefined : 'error'}
                onChange={(e) => update(i, { moduleName: e.target.value })}
              />
            ) : (
              display(name)
            ),
        },
        {
          title: t('authoring.module.col.type'),
          dataIndex: 'moduleType',
          width: 130,
          render: (type: string) => <Tag>{t(`authoring.module.type.${type}`)}</Tag>,
        },
        {
          title: t('authoring.module.col.enabled'),
          dataIndex: 'enabled',
          width: 80,
          render: (enabled: unknown, m, i) => (
            <Switch
              aria-label={t('authoring.module.enabledOf', { name: display(m.moduleName) })}
              checked={flag(enabled)}
              disabled={!editable}
              onChange={(on) => update(i, { enabled: on ? 1 : 0 })}
            />
          ),
        },
        {
          title: t('authoring.module.col.content'),
          dataIndex: 'content',
          render: (content: unknown, m, i) =>
            editable ? (
              <Input.TextArea
                aria-label={t('authoring.module.contentOf', { name: display(m.moduleName) })}
                value={text(content)}
                autoSize={{ minRows: 1, maxRows: 3 }}
                maxLength={MODULE_CONTENT_MAX}
                onChange={(e) => update(i, { content: e.target.value })}
              />
            ) : (
              <Typography.Text type="secondary">{display(content)}</Typography.Text>
            ),
        },
        ...(editable
          ? [
              {
                title: t('authoring.col.actions'),
                width: 100,
                render: (_: unknown, m: CaseModule, i: number) => (
                  <Space size={4}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('authoring.module.up', { name: display(m.moduleName) })}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('authoring.module.down', { name: display(m.moduleName) })}
                      disabled={i === value.length - 1}
                      onClick={() => move(i, 1)}
                    />
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
