import { formatTime } from '@/utils/format';
import { useCallback, useEffect, useState } from 'react';
import { BULLETIN_FIRST_PAGE } from '@/constants';
import { useBulletinSignal } from '@/features/console/bulletinSignal';
import menuModel from '@/stores/menu';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { useMenuSelect } from '../Console/hooks';
import styles from './index.less';

/**
 * The newest bulletin. It is read again when the training or the meeting changes, and when a
 * teacher's console in this browser issues an announcement; the spec's answers carry no sign of a
 * new bulletin, so a projector elsewhere shows it with the next change.
 */
export default function LatestBulletin({
  trainId,
  revision,
}: {
  trainId: string;
  revision: { training: number; menu: number };
}) {
  const t = useT();
  const menuCalls = useModel(menuModel);
  const latest = useMenuSelect((m) => m.bulletin.records[0]);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const data = await menuCalls.fetchBulletin({ trainId, current: BULLETIN_FIRST_PAGE, size: 1, quiet: true });
    setFailed(!data);
  }, [menuCalls, trainId]);
  useEffect(() => {
    load();
  }, [load, revision.training, revision.menu]);
  useBulletinSignal(trainId, load);
  return (
    <section
      className={`${styles.panel} ${styles.grow}`}
      aria-labelledby="projector-bulletin"
      data-testid="projector-bulletin"
    >
      <h2 id="projector-bulletin" className={styles.panelTitle}>
        {t('projector.bulletin.title')}
      </h2>
      {latest ? (
        <>
          <p className={styles.lead}>{latest.title}</p>
          <p className={styles.bulletinText}>{latest.content}</p>
          <p className={styles.muted}>{formatTime(latest.createTime)}</p>
        </>
      ) : (
        <p className={styles.muted}>{failed ? t('console.loadFailed') : t('projector.bulletin.none')}</p>
      )}
    </section>
  );
}
