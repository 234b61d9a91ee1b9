import { Switch } from 'antd';
import { item, type ItemProps } from './item';

/** An on/off field. */
export function SwitchField(props: ItemProps) {
  return item(props, <Switch disabled={props.disabled} {...props.inputProps} />, { valuePropName: 'checked' });
}
