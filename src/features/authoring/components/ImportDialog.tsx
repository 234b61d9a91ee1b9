import { useT } from '@/utils/hooks';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Button, Form, message, Modal, Progress, Space, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { type ReactNode, useState } from 'react';
import type { TemplateName } from '@/services/template';
import type { ImportOutcome } from '@/services/importCall';
import { SHEET_ACCEPT } from '../labels';
import RowErrorTable from './RowErrorTable';
import TemplateButton from './TemplateButton';

export interface ImportModalProps<T> {
  open: boolean;
  title: string;
  /** the template offered for download */
  template?: TemplateName;
  accept?: string;
  /** a hint under the file field */
  hint?: string;
  /** extra fields (Form.Items) asked with the file */
  children?: ReactNode;
  initialValues?: Record<string, unknown>;
  /** the form's name: its fields' ids are prefixed with it (unique on the page) */
  formName?: string;
  onImport: (
    file: File,
    values: Record<string, any>,
    onProgress: (percent: number) => void,
    // undefined: the import threw unexpectedly, and dva's onError has told the user
  ) => Promise<ImportOutcome<T> | undefined>;
  /** the success message of the import's data */
  /** the success message; `data` is absent when the backend accepted the file without saying more */
  successText: (data: T | undefined) => string;
  onSuccess: (data: T | undefined) => void;
  onClose: () => void;
}

/**
 * A file import: template download, the file and extra fields, upload progress, and on refusal the
 * message with every row's error. What the user chose stays when an import fails; the import
 * cannot be started twice.
 */
export default function ImportDialog<T>(props: ImportModalProps<T>) {
  const t = useT();
  const [form] = Form.useForm();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Pick<ImportOutcome<T>, 'message' | 'errors'> | null>(null);

  const reset = () => {
    setFiles([]);
    setFailure(null);
    setProgress(null);
    form.resetFields();
  };

  const submit = async () => {
    let values: Record<string, any>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const file = files[0]?.originFileObj as File | undefined;
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setProgress(0);
    const outcome = await props.onImport(file, values, setProgress);
    setBusy(false);
    setProgress(null);
    if (outcome?.ok) {
      message.success(props.successText(outcome.data));
      props.onSuccess(outcome.data);
      reset();
      props.onClose();
    } else if (outcome?.message) {
      setFailure({ message: outcome.message, errors: outcome.errors });
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      width={640}
      destroyOnHidden
      mask={{ closable: !busy }}
      closable={!busy}
      onCancel={() => {
        reset();
        props.onClose();
      }}
      footer={
        <Space>
          <Button
            disabled={busy}
            onClick={() => {
              reset();
              props.onClose();
            }}
          >
            {t('authoring.cancel')}
          </Button>
          <Button type="primary" loading={busy} disabled={!files.length} onClick={submit} data-testid="import-submit">
            {t('authoring.import.submit')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name={props.formName ?? 'importForm'}
        layout="vertical"
        initialValues={props.initialValues}
        preserve
      >
        {props.template && (
          <Form.Item label={t('authoring.import.templateLabel')}>
            <TemplateButton name={props.template} />
          </Form.Item>
        )}
        {props.children}
        <Form.Item label={t('authoring.import.file')} required extra={props.hint ?? t('authoring.import.sheetHint')}>
          <Upload.Dragger
            accept={props.accept ?? SHEET_ACCEPT}
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => {
              setFiles(fileList.slice(-1));
              setFailure(null);
            }}
            disabled={busy}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <Typography.Text>{t('authoring.import.drop')}</Typography.Text>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {progress !== null && <Progress percent={progress} size="small" aria-label={t('authoring.import.drop')} />}
      {failure?.message && <RowErrorTable message={failure.message} errors={failure.errors} />}
    </Modal>
  );
}
