import { Card, Menu, Space, Tag } from 'antd';
import { TOOL_TYPES } from '@/domain/toolTypes';
import type { Translate } from './itemLabels';

/** The tools grouped by the post that keeps them; decision tools marked. */
export default function ToolTypeMenu({
  t,
  type,
  onChange,
}: {
  t: Translate;
  type: number;
  onChange: (type: number) => void;
}) {
  const postLabel = (post: number | null) => (post ? t(`train.shared.post.${post}`) : t('experiment.tools.post.all'));
  const items = [...new Set(TOOL_TYPES.map((d) => d.post))].map((post) => ({
    key: `post-${post}`,
    type: 'group' as const,
    label: postLabel(post),
    children: TOOL_TYPES.filter((d) => d.post === post).map((d) => ({
      key: String(d.type),
      label: (
        <Space size={4}>
          {t(`experiment.tools.type.${d.type}`)}
          {d.decision && <Tag color="warning">{t('experiment.tools.decisionTag')}</Tag>}
        </Space>
      ),
    })),
  }));
  return (
    <Card title={t('experiment.tools.types')} styles={{ body: { padding: 0 } }}>
      <Menu
        mode="inline"
        selectedKeys={[String(type)]}
        items={items}
        onClick={({ key }) => onChange(Number(key))}
        style={{ borderInlineEnd: 0 }}
      />
    </Card>
  );
}
