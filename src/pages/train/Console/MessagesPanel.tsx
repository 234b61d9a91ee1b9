import { display, formatTime, text } from '@/utils/format';
import { usePhone, useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { issueAnnouncement, sendMessage } from '@/features/console/actions';
import { usePublicMessages } from '@/features/console/queries';
import { Alert, Button, Card, Form, Input, message, Select, Space, Typography } from 'antd';
import { ItemList, ItemRow, ItemHeading } from '@/components/list/ItemList';
import { useCallback, useEffect, useState } from 'react';
import { BULLETIN_FIRST_PAGE } from '@/constants';
import { useRevision } from './live';
import { useAction, useMenuSelect, useTrain } from './hooks';
import menuModel from '@/stores/menu';

const PAGE_SIZE = 5;

/** The system bulletin, newest first: page '1' replaces the list, "more" appends the next page. */
export function BulletinCard() {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const train = useTrain();
  const bulletin = useMenuSelect((m) => m.bulletin);
  const revision = useRevision();
  const [state, setState] = useState<'loading' | 'ok' | 'error'>('loading');
  const load = useCallback(
    async (current: string) => {
      const data = await menuCalls.fetchBulletin({ trainId: train.trainId, current, size: PAGE_SIZE });
      setState(data ? 'ok' : 'error');
    },
    [menuCalls, train.trainId],
  );
  useEffect(() => {
    load(BULLETIN_FIRST_PAGE);
  }, [load, revision.training]);
  const { more } = bulletin;
  // On a phone each notice is a card, read one by one.
  const phone = usePhone();
  return (
    <Card
      title={t('console.bulletin.title')}
      extra={
        <Button size="small" onClick={() => load(BULLETIN_FIRST_PAGE)}>
          {t('console.refresh')}
        </Button>
      }
    >
      {state === 'error' && (
        <Alert type="error" showIcon title={t('console.loadFailed')} style={{ marginBottom: 12 }} />
      )}
      <ItemList
        compact
        cards={phone}
        loading={state === 'loading'}
        items={bulletin.records}
        empty={t('console.bulletin.none')}
        row={(b) => (
          <ItemRow>
            <ItemHeading
              title={b.title}
              description={
                <>
                  <Typography.Paragraph style={{ margin: 0 }}>{b.content}</Typography.Paragraph>
                  <Typography.Text type="secondary">{formatTime(b.createTime)}</Typography.Text>
                </>
              }
            />
          </ItemRow>
        )}
        footer={
          more ? (
            <div style={{ textAlign: 'center', marginTop: 8 }}>
              <Button onClick={() => load(String(Number(bulletin.current) + 1))}>{t('console.bulletin.more')}</Button>
            </div>
          ) : null
        }
      />
    </Card>
  );
}

/** Messages to the caller's team (a student) or every message of the training (the teacher). */
export function MessagesCard() {
  const t = useT();
  const train = useTrain();
  const revision = useRevision();
  const { data, loading, refresh } = usePublicMessages(train.trainId, [revision.training, revision.menu]);
  // A failed load reads as no messages, as before the first answer only the spinner shows.
  const messages = data ?? (loading ? null : []);
  const phone = usePhone();
  return (
    <Card
      title={t('console.messages.title')}
      extra={
        <Button size="small" onClick={refresh}>
          {t('console.refresh')}
        </Button>
      }
    >
      <ItemList
        compact
        cards={phone}
        loading={messages === null}
        items={messages ?? []}
        empty={t('console.messages.none')}
        pageSize={PAGE_SIZE}
        row={(m) => (
          <ItemRow>
            <ItemHeading
              title={display(m.content)}
              // Jackson sends unset fields as null: each shows the empty mark, a message without a group is to all.
              description={`${display(m.fromUserName)} · ${text(m.groupName) || t('console.messages.toAll')} · ${formatTime(m.createTime)}`}
            />
          </ItemRow>
        )}
      />
    </Card>
  );
}

/** The teacher sends a message (to every team or one) and issues announcements. */
function Compose({ onSent }: { onSent: () => void }) {
  const t = useT();
  const train = useTrain();
  const { busy, run } = useAction();
  const [messageForm] = Form.useForm();
  const [noticeForm] = Form.useForm();
  const groups = Object.values(train.groupList).map((posts) => ({
    value: posts[0]?.groupId,
    label: posts[0]?.groupName ?? '',
  }));
  const send = (values: { groupId?: string; content: string }) =>
    run('message', async () => {
      const sent = await sendMessage({ trainId: train.trainId, ...values });
      if (sent === undefined) return;
      message.success(t('console.messages.sent'));
      messageForm.resetFields();
      onSent();
    });
  const announce = (values: { title: string; content: string }) =>
    run('notice', async () => {
      const sent = await issueAnnouncement({ trainId: train.trainId, ...values });
      if (sent === undefined) return;
      message.success(t('console.bulletin.issued'));
      noticeForm.resetFields();
      onSent();
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card title={t('console.messages.send')}>
        <Form form={messageForm} name="sendMessage" layout="vertical" onFinish={send}>
          <Form.Item name="groupId" label={t('console.messages.to')}>
            <Select allowClear placeholder={t('console.messages.toAll')} options={groups} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('console.messages.content')}
            rules={[
              { required: true, whitespace: true, message: t('console.messages.content.required') },
              { max: 500, message: t('console.tooLong', { n: 500 }) },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy === 'message'} disabled={!!busy && busy !== 'message'}>
            {t('console.messages.send')}
          </Button>
        </Form>
      </Card>
      <Card title={t('console.bulletin.issue')}>
        <Form form={noticeForm} name="announcement" layout="vertical" onFinish={announce}>
          <Form.Item
            name="title"
            label={t('console.bulletin.noticeTitle')}
            rules={[
              { required: true, whitespace: true, message: t('console.bulletin.noticeTitle.required') },
              { max: 50, message: t('console.tooLong', { n: 50 }) },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('console.bulletin.noticeContent')}
            rules={[
              { required: true, whitespace: true, message: t('console.bulletin.noticeContent.required') },
              { max: 2000, message: t('console.tooLong', { n: 2000 }) },
            ]}
          >
            <Input.TextArea rows={4} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy === 'notice'} disabled={!!busy && busy !== 'notice'}>
            {t('console.bulletin.issue')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}

/** The teacher's messages tab: compose on the left, what the teams read on the right. */
export default function MessagesPanel() {
  const [sent, setSent] = useState(0);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: 16 }}>
      <Compose onSent={() => setSent((n) => n + 1)} />
      <div key={sent}>
        <BulletinCard />
        <MessagesCard />
      </div>
    </div>
  );
}
