import { Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';

type NamePath = NonNullable<FormItemProps['name']>;

/** Renders its children from the current values of the named fields, again whenever one changes. */
export function DependentFields({
  names,
  children,
}: {
  /** the fields whose values `children` gets */
  names: NamePath[];
  children: (values: Record<string, any>) => ReactNode;
}) {
  return (
    <Form.Item noStyle shouldUpdate={(prev, next) => names.some((n) => pick(prev, n) !== pick(next, n))}>
      {(form) => children(form.getFieldsValue(names))}
    </Form.Item>
  );
}

function pick(values: Record<string, any>, path: NamePath): unknown {
  return (Array.isArray(path) ? path : [path]).reduce<any>((v, key) => (v == null ? v : v[key]), values);
}
