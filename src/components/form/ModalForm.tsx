import { Form, type FormInstance, Modal, type ModalProps, Row, type RowProps } from 'antd';
import { cloneElement, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useOpenedOnce } from '../useOpenedOnce';

export interface ModalFormProps<T> {
  title?: ReactNode;
  /** an element that opens the modal when clicked (uncontrolled) */
  trigger?: ReactElement;
  /** controlled visibility */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** the validated values; the modal closes when it resolves to true */
  onFinish?: (values: T) => Promise<boolean | void> | boolean | void;
  initialValues?: Record<string, any>;
  modalProps?: ModalProps;
  width?: number;
  name?: string;
  layout?: 'vertical' | 'horizontal';
  labelCol?: { span?: number; flex?: string | number };
  form?: FormInstance;
  disabled?: boolean;
  /** the fields in a grid row (each field's `colProps` is its column) */
  grid?: boolean;
  rowProps?: RowProps;
  children?: ReactNode;
}

/**
 * A form in a modal, with the props of pro-components' ModalForm that the screens use (that one
 * brings pro-components' form machinery to every screen with a dialog; issue 11's route budget).
 * OK validates and calls onFinish once, however often it is clicked, with the button loading until
 * it settles; the modal closes when onFinish resolves to true and stays open, input kept, otherwise.
 */
export default function ModalForm<T = any>({
  title,
  trigger,
  open,
  onOpenChange,
  onFinish,
  initialValues,
  modalProps = {},
  width = 800,
  name,
  layout = 'vertical',
  labelCol,
  form: given,
  disabled,
  grid,
  rowProps,
  children,
}: ModalFormProps<T>) {
  const [own] = Form.useForm();
  const form = given ?? own;
  const [openSelf, setOpenSelf] = useState(false);
  const shown = open ?? openSelf;
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  // A list renders one ModalForm per row: none draws its Modal before it first opens.
  const opened = useOpenedOnce(shown);
  const { onCancel, ...modal } = modalProps;

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
          {...modal}
          okButtonProps={{ ...modal.okButtonProps, loading: busy }}
          onOk={submit}
          onCancel={(event) => {
            onCancel?.(event);
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
            {grid ? <Row {...rowProps}>{children}</Row> : children}
          </Form>
        </Modal>
      )}
    </>
  );
}
