import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useIntl } from '@umijs/max';
import { Button, Card, Modal, Result, Tag, Typography } from 'antd';
import { ItemList, ItemRow } from '@/components/list/ItemList';
import { useState } from 'react';
import { STORAGE_KEYS } from '@/constants';
import commonModel from '@/models/common';
import { useModel } from '@/utils/model';
import { goTo } from '@/utils/navigate';

type Item = 'userInfo' | 'authorization' | 'sandboxVersion' | 'currentTraining' | 'permissionCode' | 'locale' | 'mock';

const STORED: Exclude<Item, 'mock'>[] = [
  'userInfo',
  'authorization',
  'sandboxVersion',
  'currentTraining',
  'permissionCode',
  'locale',
];

function stored(item: Exclude<Item, 'mock'>): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[item]) !== null;
  } catch {
    return false;
  }
}

/**
 * Clears the app's stored data after a confirmation — user info, authorization, sandbox version,
 * permission code, locale, and in mock mode the mock store — and says what it cleared.
 */
export default function ClearCache() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const session = useModel(commonModel);
  const mock = window.__sworldMock;
  const items: Item[] = mock ? [...STORED, 'mock'] : STORED;
  const [present, setPresent] = useState(
    () => new Set<Item>(items.filter((i) => i === 'mock' || stored(i as Exclude<Item, 'mock'>))),
  );
  const [cleared, setCleared] = useState<Item[] | null>(null);

  const clear = () => {
    const done = items.filter((i) => present.has(i));
    STORED.forEach((item) => {
      try {
        window.localStorage.removeItem(STORAGE_KEYS[item]);
      } catch {
        /* storage unavailable: nothing to clear */
      }
    });
    mock?.reset();
    session.clear();
    setPresent(new Set());
    setCleared(done);
  };

  const confirm = () =>
    Modal.confirm({
      title: t('clearCache.confirm.title'),
      content: t('clearCache.confirm.content'),
      okText: t('clearCache.confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('clearCache.confirm.cancel'),
      onOk: clear,
    });

  const names = (list: Item[]) => list.map((i) => t(`clearCache.item.${i}`)).join('、');

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f7fa',
        padding: 24,
      }}
    >
      <Card style={{ width: 520, maxWidth: '100%' }}>
        {cleared ? (
          <Result
            status="success"
            title={t('clearCache.done')}
            subTitle={
              cleared.length ? t('clearCache.done.desc', { items: names(cleared) }) : t('clearCache.done.nothing')
            }
            extra={
              <Button type="primary" onClick={() => goTo('/login', true)}>
                {t('clearCache.login')}
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={3}>{t('clearCache.title')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('clearCache.desc')}</Typography.Paragraph>
            <ItemList
              header={<Typography.Text strong>{t('clearCache.items')}</Typography.Text>}
              items={items}
              row={(item) => (
                <ItemRow
                  extra={
                    present.has(item) ? (
                      <Tag color="blue">{t('clearCache.stored')}</Tag>
                    ) : (
                      <Tag>{t('clearCache.empty')}</Tag>
                    )
                  }
                >
                  {t(`clearCache.item.${item}`)}
                </ItemRow>
              )}
            />
            <Button type="primary" danger block icon={<DeleteOutlined />} onClick={confirm} style={{ marginTop: 16 }}>
              {t('clearCache.submit')}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
