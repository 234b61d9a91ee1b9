import { useT } from '@/utils/hooks';
import { history } from '@umijs/max';
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * While `dirty`, leaving the route asks first (in-app navigation through a confirmation, closing
 * or reloading the tab through the browser's own prompt).
 */
export function useLeaveGuard(dirty: boolean) {
  const t = useT();
  const asking = useRef(false);
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unblock = history.block((transition) => {
      if (asking.current) return;
      asking.current = true;
      Modal.confirm({
        title: t('authoring.leave.title'),
        content: t('authoring.leave.content'),
        okText: t('authoring.leave.ok'),
        cancelText: t('authoring.leave.cancel'),
        onOk: () => {
          unblock();
          transition.retry();
        },
        afterClose: () => {
          asking.current = false;
        },
      });
    });
    return () => {
      unblock();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, t]);
}
