import { Form } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';

/** Renders its children from the current values of the named fields, again whenever one changes. */
export function ProFormDependency({
  name,
  children,
}: {
  name: NamePath[];
  children: (values: Record<string, any>) => ReactNode;
}) {
  return (
    <Form.Item noStyle shouldUpdate={(prev, next) => name.some((n) => pick(prev, n) !== pick(next, n))}>
      {(form) => children(form.getFieldsValue(name))}
    </Form.Item>
  );
}

function pick(values: Record<string, any>, path: NamePath): unknown {
  return (Array.isArray(path) ? path : [path]).reduce<any>((v, key) => (v == null ? v : v[key]), values);
}
