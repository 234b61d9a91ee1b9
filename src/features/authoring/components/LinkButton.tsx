import { Button, type ButtonProps } from 'antd';
import { forwardRef } from 'react';

/**
 * A table action: looks like a link, is a real button (focusable, Enter and Space work). It passes
 * its ref on to the button: a Tooltip or Popconfirm around it places itself by that ref.
 */
const LinkButton = forwardRef<HTMLButtonElement, ButtonProps>(function LinkButton(props, ref) {
  return (
    <Button
      ref={ref}
      type="link"
      size="small"
      {...props}
      style={{ paddingInline: 0, height: 'auto', ...props.style }}
    />
  );
});

export default LinkButton;
