import { Alert } from 'antd';
import { type CSSProperties, type ReactNode, useSyncExternalStore } from 'react';
import type { EndpointKey } from '@/services/contract';
import { allEndpoints } from '@/services/endpoints';
import { isNotOffered, subscribeNotOffered } from '@/services/notOffered';
import { useT } from '@/utils/hooks';

export type { EndpointKey };

/**
 * Whether the connected backend was found not to offer this call (src/services/notOffered.ts). A
 * screen hides or disables what needs the call, and stops calling it, as soon as this turns true.
 */
export function useNotOffered(call: EndpointKey): boolean {
  return useSyncExternalStore(subscribeNotOffered, () => isNotOffered(call));
}

/** Whether this call was found not offered, read at once: for code that runs after an await. */
export const wasNotOffered = (call: EndpointKey) => isNotOffered(call);

/**
 * The one notice of a screen that the connected backend does not offer a function, named by its
 * catalogue summary, with what the screen still does (`detail`). It shows nothing while the call is
 * offered, or not yet tried: a screen places it where the missing controls would be.
 */
export function NotOfferedNotice({
  call,
  detail,
  action,
  style,
}: {
  call: EndpointKey;
  detail?: string;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  const t = useT();
  const notOffered = useNotOffered(call);
  if (!notOffered) return null;
  const summary = allEndpoints.find((e) => e.key === call)?.summary ?? call;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid={`not-offered-${call}`}
      style={{ marginBottom: 12, ...style }}
      title={t('request.notOffered', { name: summary })}
      description={detail}
      action={action}
    />
  );
}
