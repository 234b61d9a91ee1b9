import { Checkbox, type CheckboxOptionType } from 'antd';
import type { ReactNode } from 'react';
import { item, type ItemProps } from './item';

/** A checkbox. */
export function CheckboxField({ children, ...props }: ItemProps & { children?: ReactNode }) {
  return item(
    props,
    <Checkbox disabled={props.disabled} {...props.inputProps}>
      {children}
    </Checkbox>,
    { valuePropName: 'checked' },
  );
}
/** A group of checkboxes: the checked values, as an array. */
export function CheckboxGroupField({
  options,
  ...props
}: ItemProps & { options?: (CheckboxOptionType | string | number)[] }) {
  return item(props, <Checkbox.Group options={options} disabled={props.disabled} {...props.inputProps} />);
}
