import { Select, type SelectProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

type Props = SelectProps & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * antd's Select for a required Form.Item. The item gives its child `aria-required`, which Select
 * puts on its wrapper div, where ARIA does not allow it (axe's aria-allowed-attr rule); here it
 * goes on the combobox input that screen readers announce instead.
 */
export default function FormSelect({ 'aria-required': required, ...props }: Props) {
  const ref = useRef<{ nativeElement?: HTMLElement } | null>(null);
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement?.querySelector('input[role="combobox"]');
    if (!input) return;
    if (required === true || required === 'true') input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select {...props} ref={ref as never} />;
}
