import { Col, type ColProps, Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/utils/i18n';

/**
 * What the form fields of this folder share. They are Form.Items over antd inputs, with the props
 * of the ProForm fields they replace (@ant-design/pro-components' fields render through ProField,
 * which bundles every field type antd has: ~150 KB gzip on each screen with a form, issue 11's route
 * budget). They go inside antd's Form or ModalForm. One file per input type, so that a screen
 * downloads only the antd inputs its forms use.
 */
export type ItemProps = Pick<
  FormItemProps,
  'name' | 'label' | 'rules' | 'extra' | 'tooltip' | 'initialValue' | 'hidden' | 'dependencies'
> & {
  placeholder?: string;
  disabled?: boolean;
  /** props of the input itself */
  fieldProps?: Record<string, any>;
  /** the column in a `grid` form */
  colProps?: ColProps;
};

/** The Form.Item of a field, in its grid column when the form is a grid. */
export function item(
  { colProps, placeholder: _p, disabled: _d, fieldProps: _f, ...props }: ItemProps,
  input: ReactNode,
  extra?: Partial<FormItemProps>,
) {
  const node = (
    <Form.Item {...props} {...extra}>
      {input}
    </Form.Item>
  );
  return colProps ? <Col {...colProps}>{node}</Col> : node;
}

/** The input's own props: the placeholder (by default 请输入), disabled, and `fieldProps`. */
export const input = (p: ItemProps) => ({
  placeholder: p.placeholder ?? t('form.placeholder.input'),
  disabled: p.disabled,
  ...p.fieldProps,
});
