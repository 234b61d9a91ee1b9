import { display, idText } from '@/utils/format';
import { Select, Skeleton, Space } from 'antd';
import { useRequest } from 'ahooks';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { ClassRow } from '@/services/class';
import { useT } from '@/utils/hooks';
import LoadError from '@/components/LoadError';
import NoClass from '@/components/teaching/NoClass';
import classModel from '@/stores/class';
import { useModel } from '@/utils/model';

/** Enough for every class of a teacher in one select. */
const ALL_CLASSES = 500;
const NONE: ClassRow[] = [];

export interface ClassOptions {
  classes: ClassRow[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The classes the user sees (a student: the ones they are in), for the class filters. */
export function useClassOptions(): ClassOptions {
  const calls = useModel(classModel);
  const { data, loading, refresh } = useRequest(() => calls.fetchList({ current: 1, size: ALL_CLASSES }));
  return { classes: data?.records ?? NONE, loading, failed: !loading && data === undefined, reload: refresh };
}

/** The class options and the chosen class; the first class is chosen once they load, unless `all` allows none. */
export function useChosenClass(all = false) {
  const options = useClassOptions();
  const [classId, setClassId] = useState<string>();
  useEffect(() => {
    const first = options.classes.map((c) => idText(c.id)).find(Boolean);
    if (!all && !classId && first) setClassId(first);
  }, [all, options.classes, classId]);
  return { options, classId, setClassId };
}

/** What a screen shows instead of its content while the classes load, fail or are none; null once there are classes. */
export function classOptionsState(options: ClassOptions): ReactNode | null {
  if (options.failed) return <LoadError onRetry={options.reload} />;
  if (options.loading) return <Skeleton active />;
  if (!options.classes.length) return <NoClass />;
  return null;
}

/** A labelled class filter; `allowAll` adds "all classes" (value undefined). */
export default function ClassSelect({
  options,
  value,
  onChange,
  allowAll = false,
}: {
  options: ClassOptions;
  value?: string;
  onChange: (classId: string | undefined) => void;
  allowAll?: boolean;
}) {
  const t = useT();
  const id = useId();
  return (
    <Space>
      <label htmlFor={id}>{t('teaching.common.class')}</label>
      <Select
        id={id}
        style={{ minWidth: 220 }}
        loading={options.loading}
        value={value}
        allowClear={allowAll}
        placeholder={allowAll ? t('teaching.common.allClasses') : t('teaching.common.chooseClass')}
        onChange={(v) => onChange(v ?? undefined)}
        // A class the answer gives no id cannot be chosen: it is left out.
        options={options.classes.flatMap((c) => {
          const value = idText(c.id);
          return value ? [{ value, label: display(c.className) }] : [];
        })}
        notFoundContent={t('teaching.common.noClass')}
      />
    </Space>
  );
}
