import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { Card, Empty, Table, Tag } from 'antd';
import { ItemList, ItemRow } from '@/components/list/ItemList';
import { useEffect } from 'react';
import type { PictureRow, ProductRow } from '@/stores/trainTypes';
import { display, formatNumber, sameId, text } from '@/utils/format';
import { RoundTable } from './RoundDurations';
import { useTrain } from './hooks';
import styles from './index.less';
import trainModel from '@/stores/train';

/** The groups with their posts and seated students (the caller's group marked). */
export function GroupsCard({ only }: { only?: string | null }) {
  const t = useT();
  const train = useTrain();
  const entries = Object.entries(train.groupList).filter(
    ([, posts]) => !only || posts.some((p) => sameId(p.groupId, only)),
  );
  return (
    <Card
      title={only ? t('console.groups.mine') : t('console.groups.title', { size: train.groupSize })}
      data-testid="groups"
    >
      {entries.length === 0 ? (
        <Empty description={t('console.groups.none')} />
      ) : (
        <div className={styles.groups}>
          {entries.map(([num, posts]) => (
            <Card
              key={num}
              size="small"
              type="inner"
              title={posts[0]?.groupName ?? t('console.groupN', { n: num })}
              className={posts.some((p) => sameId(p.groupId, train.groupId)) ? styles.mine : ''}
            >
              <ItemList
                compact
                items={posts}
                row={(p) => (
                  <ItemRow>
                    <span>{p.postName ?? t(`console.postId.${p.postId}`)}</span>
                    <span>{p.studentName || <Tag>{t('console.groups.vacant')}</Tag>}</span>
                  </ItemRow>
                )}
              />
            </Card>
          ))}
        </div>
      )}
    </Card>
  );
}

/** The teacher's overview: groups, rounds, materials and products, the case's pictures. */
export default function OverviewPanel() {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  useEffect(() => {
    trainCalls.fetchProductList({ trainId: train.trainId });
  }, [trainCalls, train.trainId]);
  // A picture's url is the project's assumption: one without it has nothing to show.
  const pictures = train.pictureList.filter((p): p is PictureRow & { url: string } => !!p.url);
  return (
    <>
      <GroupsCard />
      <Card title={t('console.rounds.title')}>
        <RoundTable />
      </Card>
      <Card title={t('console.products.title')}>
        <Table<ProductRow>
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={train.productList}
          columns={[
            {
              title: t('console.products.type'),
              dataIndex: 'type',
              render: (type: string) => t(`console.products.type.${type}`),
            },
            { title: t('console.products.code'), dataIndex: 'code' },
            { title: t('console.products.name'), dataIndex: 'name' },
            {
              title: t('console.products.price'),
              key: 'price',
              align: 'right',
              render: (_, p) => formatNumber(p.type === 'material' ? p.price : p.processCost),
            },
          ]}
        />
      </Card>
      <Card title={t('console.pictures.title')}>
        {pictures.length ? (
          <div className={styles.pictures}>
            {pictures.map((p) => (
              <figure key={text(p.id) || p.url} style={{ margin: 0 }}>
                <img src={p.url} alt={p.name ?? ''} />
                <figcaption>{display(p.name)}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <Empty description={t('console.pictures.none')} />
        )}
      </Card>
    </>
  );
}
