import type { ReactElement } from 'react';
import { lazyDialog } from '@/components/lazyDialog';
import type { ImportModalProps } from './ImportDialog';

export type { ImportModalProps };

/** The file import dialog (ImportDialog), downloaded when it first opens. */
const ImportModal = lazyDialog<ImportModalProps<any>>(
  () => import('./ImportDialog'),
  (props) => props.open,
) as <T>(props: ImportModalProps<T>) => ReactElement | null;

export default ImportModal;
