import { Checkbox } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import type { ReactNode } from 'react';
import { item, type ItemProps } from './item';

/** A checkbox (ProFormCheckbox.Group: a group of them). */
export function ProFormCheckbox({ children, ...props }: ItemProps & { children?: ReactNode }) {
  return item(
    props,
    <Checkbox disabled={props.disabled} {...props.fieldProps}>
      {children}
    </Checkbox>,
    { valuePropName: 'checked' },
  );
}
ProFormCheckbox.Group = function ProFormCheckboxGroup({
  options,
  ...props
}: ItemProps & { options?: CheckboxGroupProps['options'] }) {
  return item(props, <Checkbox.Group options={options} disabled={props.disabled} {...props.fieldProps} />);
};
