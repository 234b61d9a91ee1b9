import { Select } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/utils/i18n';
import { input, item, type ItemProps } from './item';

type Option = { value: string | number; label: ReactNode; disabled?: boolean };

/** A select; by default 请选择 and clearable. */
export function SelectField({
  options,
  showSearch,
  allowClear = true,
  ...props
}: ItemProps & { options?: Option[]; showSearch?: boolean; allowClear?: boolean }) {
  const search = showSearch ? { showSearch: true, optionFilterProp: 'label' } : {};
  return item(
    props,
    <Select
      allowClear={allowClear}
      options={options}
      {...search}
      {...input(props)}
      placeholder={props.placeholder ?? t('form.placeholder.select')}
    />,
  );
}
