import { Input } from 'antd';
import { input, item, type ItemProps } from './item';

/** A text field (ProFormText.Password: a password). */
export function ProFormText(props: ItemProps) {
  return item(props, <Input {...input(props)} />);
}
ProFormText.Password = function ProFormPassword(props: ItemProps) {
  return item(props, <Input.Password {...input(props)} />);
};

export function ProFormTextArea(props: ItemProps) {
  return item(props, <Input.TextArea {...input(props)} />);
}
