import { Form, type FormInstance, Modal } from 'antd';
import { cloneElement, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useOpenedOnce } from '../useOpenedOnce';

export interface FormDialogProps<T> {
  title?: ReactNode;
  /** an element that opens the modal when clicked (uncontrolled) */
  trigger?: ReactElement;
  /** controlled visibility */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** the validated values; the modal closes when it resolves to true */
  onFinish?: (values: T) => Promise<boolean | void> | boolean | void;
  initialValues?: Record<string, any>;
  /** the dialog was closed by its cancel button, its close icon or the mask */
  onCancel?: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** a click on the mask closes the dialog (true unless set) */
  maskClosable?: boolean;
  /** the form is drawn anew on each opening (antd Modal's destroyOnHidden) */
  destroyOnHidden?: boolean;
  width?: number;
  name?: string;
  layout?: 'vertical' | 'horizontal';
  labelCol?: { span?: number; flex?: string | number };
  form?: FormInstance;
  disabled?: boolean;
  /** the fields (Form.Items, or the field components of this folder) */
  children?: ReactNode;
}

/**
 * A form in a dialog: antd's Form inside antd's Modal, opened by its `trigger` or by `open`.
 * OK validates and calls onFinish once, however often it is clicked, with the button loading until
 * it settles; the modal closes when onFinish resolves to true and stays open, input kept, otherwise.
 */
export default function FormDialog<T = any>({
  title,
  trigger,
  open,
  onOpenChange,
  onFinish,
  initialValues,
  onCancel,
  okText,
  cancelText,
  maskClosable,
  destroyOnHidden,
  width = 800,
  name,
  layout = 'vertical',
  labelCol,
  form: given,
  disabled,
  children,
}: FormDialogProps<T>) {
  const [own] = Form.useForm();
  const form = given ?? own;
  const [openSelf, setOpenSelf] = useState(false);
  const shown = open ?? openSelf;
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  // A list renders one FormDialog per row: none draws its Modal before it first opens.
  const opened = useOpenedOnce(shown);

  const setShown = (next: boolean) => {
    if (open === undefined) setOpenSelf(next);
    onOpenChange?.(next);
  };

  const submit = async () => {
    if (submitting.current) return;
    let values: T;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    submitting.current = true;
    setBusy(true);
    try {
      if ((await onFinish?.(values)) === true) setShown(false);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          onClick: (event: unknown) => {
            trigger.props.onClick?.(event);
            setShown(true);
          },
        })}
      {opened && (
        <Modal
          title={title}
          width={width}
          open={shown}
          okText={okText}
          cancelText={cancelText}
          mask={{ closable: maskClosable }}
          destroyOnHidden={destroyOnHidden}
          okButtonProps={{ loading: busy }}
          onOk={submit}
          onCancel={() => {
            onCancel?.();
            setShown(false);
          }}
        >
          <Form
            form={form}
            name={name}
            layout={layout}
            labelCol={labelCol}
            initialValues={initialValues}
            disabled={disabled}
            preserve={false}
          >
            {children}
          </Form>
        </Modal>
      )}
    </>
  );
}
