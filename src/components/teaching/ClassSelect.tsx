import { Select, Space } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { ClassRow } from '@/services/class';
import type { PageResult } from '@/services/user';
import { useEffectCall, useT } from './hooks';

/** Enough for every class of a teacher in one select. */
const ALL_CLASSES = 500;

export interface ClassOptions {
  classes: ClassRow[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/** The classes the user sees (a student: the ones they are in), for the class filters. */
export function useClassOptions(): ClassOptions {
  const call = useEffectCall();
  const [classes, setClasses] = useState<ClassRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    call<PageResult<ClassRow> | undefined>('class/fetchList', { current: 1, size: ALL_CLASSES }).then((page) => {
      if (!live) return;
      setClasses(page?.records ?? []);
      setFailed(!page);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [call, attempt]);
  return { classes, loading, failed, reload: () => setAttempt((n) => n + 1) };
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
        options={options.classes.map((c) => ({ value: c.id, label: c.className }))}
        notFoundContent={t('teaching.common.noClass')}
      />
    </Space>
  );
}
