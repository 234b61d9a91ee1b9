import { Button, type ButtonProps } from 'antd';

/** A table action: looks like a link, is a real button (focusable, Enter and Space work). */
export default function LinkButton(props: ButtonProps) {
  return <Button type="link" size="small" {...props} style={{ paddingInline: 0, height: 'auto', ...props.style }} />;
}
