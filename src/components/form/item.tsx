import { Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/utils/i18n';

/**
 * What the form fields of this folder share. Each is an antd Form.Item over one antd input, with
 * the app's defaults (请输入/请选择 placeholders, a number field as wide as its column). Their props
 * are Form.Item's, `placeholder` and `disabled`, and `inputProps` for the input itself. They go
 * inside antd's Form or a FormDialog. One file per input type, so that a screen downloads only the
 * antd inputs its forms use.
 */
export type ItemProps = Pick<
  FormItemProps,
  'name' | 'label' | 'rules' | 'extra' | 'tooltip' | 'initialValue' | 'hidden' | 'dependencies'
> & {
  placeholder?: string;
  disabled?: boolean;
  /** props of the antd input itself */
  inputProps?: Record<string, any>;
};

/** The Form.Item of a field. */
export function item(
  { placeholder: _p, disabled: _d, inputProps: _i, ...props }: ItemProps,
  input: ReactNode,
  extra?: Partial<FormItemProps>,
) {
  return (
    <Form.Item {...props} {...extra}>
      {input}
    </Form.Item>
  );
}

/** The input's own props: the placeholder (by default 请输入), disabled, and `inputProps`. */
export const input = (p: ItemProps) => ({
  placeholder: p.placeholder ?? t('form.placeholder.input'),
  disabled: p.disabled,
  ...p.inputProps,
});
