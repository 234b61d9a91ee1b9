import { Alert, Button, Card, Empty, Popconfirm, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ToolDecision, ToolItem } from '@/domain/toolTypes';
import type { ToolRecord } from '@/stores/tool';
import { type DecisionSources, itemText, type Translate } from './itemLabels';
import RecordEditor from './RecordEditor';

/** The record being viewed or edited: its items, or the editor; edit and delete when it may change. */
export default function CurrentRecordCard({
  t,
  type,
  decision,
  sources,
  current,
  editing,
  canEdit,
  noRecords,
  addButton,
  saving,
  onEdit,
  onRemove,
  onSave,
  onCancel,
}: {
  t: Translate;
  type: number;
  decision: ToolDecision | null;
  sources: DecisionSources;
  current: ToolRecord | null;
  editing: boolean;
  canEdit: boolean;
  /** The team has no record yet: the add button shows here. */
  noRecords: boolean;
  addButton: ReactNode;
  saving: boolean;
  onEdit: () => void;
  onRemove: (record: ToolRecord) => void;
  onSave: (data: ToolItem[]) => void;
  onCancel: () => void;
}) {
  return (
    <Card
      title={current?.id ? t('experiment.tools.current.by', { name: current.userName }) : t('experiment.tools.current')}
      extra={
        current?.id && !editing && canEdit ? (
          <Space>
            <Button onClick={onEdit}>{t('experiment.tools.edit')}</Button>
            <Popconfirm title={t('experiment.tools.delete.confirm')} onConfirm={() => onRemove(current)}>
              <Button danger>{t('experiment.tools.delete')}</Button>
            </Popconfirm>
          </Space>
        ) : null
      }
      data-testid="tool-current"
    >
      {editing && current ? (
        <RecordEditor
          key={`${current.key}-${type}`}
          decision={decision}
          sources={sources}
          initial={current.data}
          saving={saving}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : !current?.id ? (
        <Empty description={t('experiment.tools.current.none')}>{noRecords && addButton}</Empty>
      ) : current.damaged ? (
        <Alert type="error" showIcon title={t('experiment.tools.damaged')} />
      ) : (
        <>
          {decision && (
            <Alert type="success" showIcon title={t('experiment.tools.locked')} style={{ marginBottom: 12 }} />
          )}
          <ol style={{ paddingInlineStart: 20, margin: 0 }}>
            {current.data.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved decision's rows have no id and never reorder.
              <li key={i}>
                <Typography.Text>{itemText(t, decision, item, sources)}</Typography.Text>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
