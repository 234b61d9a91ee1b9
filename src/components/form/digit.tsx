import { InputNumber } from 'antd';
import { input, item, type ItemProps } from './item';

/** A number field, as wide as its column. */
export function NumberField({ min, max, ...props }: ItemProps & { min?: number; max?: number }) {
  return item(props, <InputNumber min={min} max={max} style={{ width: '100%' }} {...input(props)} />);
}
