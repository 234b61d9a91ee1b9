/**
 * The form fields the app's forms use, as Form.Items over antd inputs, with the props of the
 * ProForm fields they replace (@ant-design/pro-components' fields render through ProField, which
 * bundles every field type antd has: ~150 KB gzip on each screen with a form, issue 11's route
 * budget). They go inside antd's Form or pro-components' ModalForm/ProForm alike.
 */
import { Checkbox, Col, type ColProps, Form, type FormItemProps, Input, InputNumber, Switch } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import FormSelect from '@/components/FormSelect';
import { t } from '@/utils/i18n';

type ItemProps = Pick<FormItemProps, 'name' | 'label' | 'rules' | 'extra' | 'tooltip' | 'initialValue' | 'hidden' | 'dependencies'> & {
  placeholder?: string;
  disabled?: boolean;
  /** props of the input itself */
  fieldProps?: Record<string, any>;
  /** the column in a `grid` form */
  colProps?: ColProps;
};

/** The Form.Item of a field, in its grid column when the form is a grid. */
function item({ colProps, placeholder: _p, disabled: _d, fieldProps: _f, ...props }: ItemProps, input: ReactNode, extra?: Partial<FormItemProps>) {
  const node = (
    <Form.Item {...props} {...extra}>
      {input}
    </Form.Item>
  );
  return colProps ? <Col {...colProps}>{node}</Col> : node;
}

const input = (p: ItemProps) => ({ placeholder: p.placeholder ?? t('form.placeholder.input'), disabled: p.disabled, ...p.fieldProps });

export function ProFormText(props: ItemProps) {
  return item(props, <Input {...input(props)} />);
}
ProFormText.Password = function ProFormPassword(props: ItemProps) {
  return item(props, <Input.Password {...input(props)} />);
};

export function ProFormTextArea(props: ItemProps) {
  return item(props, <Input.TextArea {...input(props)} />);
}

export function ProFormDigit({ min, max, ...props }: ItemProps & { min?: number; max?: number }) {
  return item(props, <InputNumber min={min} max={max} style={{ width: '100%' }} {...input(props)} />);
}

type Option = { value: string | number; label: ReactNode; disabled?: boolean };

export function ProFormSelect({ options, showSearch, allowClear = true, ...props }: ItemProps & { options?: Option[]; showSearch?: boolean; allowClear?: boolean }) {
  const search = showSearch ? { showSearch: true, optionFilterProp: 'label' } : {};
  return item(props, <FormSelect allowClear={allowClear} options={options} {...search} {...input(props)} placeholder={props.placeholder ?? t('form.placeholder.select')} />);
}

export function ProFormCheckbox({ children, ...props }: ItemProps & { children?: ReactNode }) {
  return item(
    props,
    <Checkbox disabled={props.disabled} {...props.fieldProps}>
      {children}
    </Checkbox>,
    { valuePropName: 'checked' },
  );
}
ProFormCheckbox.Group = function ProFormCheckboxGroup({ options, ...props }: ItemProps & { options?: CheckboxGroupProps['options'] }) {
  return item(props, <Checkbox.Group options={options} disabled={props.disabled} {...props.fieldProps} />);
};

export function ProFormSwitch(props: ItemProps) {
  return item(props, <Switch disabled={props.disabled} {...props.fieldProps} />, { valuePropName: 'checked' });
}

/** Renders its children from the current values of the named fields, again whenever one changes. */
export function ProFormDependency({ name, children }: { name: NamePath[]; children: (values: Record<string, any>) => ReactNode }) {
  return (
    <Form.Item noStyle shouldUpdate={(prev, next) => name.some((n) => pick(prev, n) !== pick(next, n))}>
      {(form) => children(form.getFieldsValue(name))}
    </Form.Item>
  );
}

function pick(values: Record<string, any>, path: NamePath): unknown {
  return (Array.isArray(path) ? path : [path]).reduce<any>((v, key) => (v == null ? v : v[key]), values);
}
