import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Form, Radio, Space } from 'antd';
import type { ToolRecord } from '@/stores/tool';

/** The group vote: every member has proposed (type 15) and this user has not voted yet. */
export default function VotePanel({
  records,
  voting,
  onVote,
}: {
  records: ToolRecord[];
  voting: boolean;
  onVote: (recordId: string) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card title={t('experiment.tools.vote.title')} data-testid="vote-panel" style={{ marginBottom: 16 }}>
      <Alert type="info" showIcon title={t('experiment.tools.vote.desc')} style={{ marginBottom: 16 }} />
      <Form layout="vertical" onFinish={(values: { recordId: string }) => onVote(values.recordId)} disabled={voting}>
        <Form.Item
          name="recordId"
          label={t('experiment.tools.vote.choice')}
          rules={[{ required: true, message: t('experiment.tools.vote.required') }]}
        >
          <Radio.Group>
            <Space orientation="vertical">
              {records.map((r) => (
                <Radio key={r.key} value={r.id} disabled={r.damaged}>
                  {t('experiment.tools.vote.option', {
                    name: r.userName,
                    summary: r.damaged ? t('experiment.tools.damaged') : r.data.map((item) => item.one).join('；'),
                  })}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={voting}>
          {t('experiment.tools.vote.submit')}
        </Button>
      </Form>
    </Card>
  );
}
