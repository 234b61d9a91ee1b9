import { Input } from 'antd';
import { input, item, type ItemProps } from './item';

/** A text field. */
export function TextField(props: ItemProps) {
  return item(props, <Input {...input(props)} />);
}
/** A password field (its text hidden). */
export function PasswordField(props: ItemProps) {
  return item(props, <Input.Password {...input(props)} />);
}

/** A text of several lines. */
export function TextAreaField(props: ItemProps) {
  return item(props, <Input.TextArea {...input(props)} />);
}
