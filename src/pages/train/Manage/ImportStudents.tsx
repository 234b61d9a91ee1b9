import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, message, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import type { TrainRow } from '@/models/trainManage';
import * as studentService from '@/services/student';
import * as templateService from '@/services/template';
import { RequestError, saveFile } from '@/utils/request';

/** One problem of a refused import (the refusal's data): spreadsheet row (0 = the file), column, message. */
interface RowError {
  row: number;
  field: string;
  msg: string;
}

const ACCEPT = '.xlsx,.xls,.csv';

/**
 * Imports a training's students from a spreadsheet: the template download, the file, upload
 * progress, and on refusal the server's message with every row's problem. All rows or none; the
 * chosen file stays when the import fails; it cannot be started twice.
 */
export default function ImportStudents({ training, onClose, onImported }: { training: TrainRow | null; onClose: () => void; onImported: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ message: string; errors: RowError[] } | null>(null);

  const close = () => {
    setFiles([]);
    setFailure(null);
    setProgress(null);
    onClose();
  };

  const download = async () => {
    setDownloading(true);
    const file = await templateService.download({ name: 'student' });
    setDownloading(false);
    if (file) saveFile(file);
  };

  const submit = async () => {
    const file = files[0]?.originFileObj as File | undefined;
    if (!file || !training) return;
    setBusy(true);
    setFailure(null);
    setProgress(0);
    try {
      const result = await studentService.importStudents({ trainId: training.id, file }, { handleError: true, onProgress: setProgress });
      if (result) {
        message.success(t('train.manage.import.done', { imported: result.imported, created: result.created }));
        onImported();
        close();
      }
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const rows = error.envelope?.data;
      setFailure({ message: error.message, errors: Array.isArray(rows) ? (rows as RowError[]) : [] });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Modal
      open={!!training}
      title={t('train.manage.import.title', { name: training?.trainName ?? '' })}
      width={680}
      destroyOnHidden
      maskClosable={!busy}
      closable={!busy}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close} disabled={busy}>
            {t('train.manage.import.cancel')}
          </Button>
          <Button type="primary" loading={busy} disabled={!files.length} onClick={submit} data-testid="import-submit">
            {t('train.manage.import.submit')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item extra={t('train.manage.import.templateHint')}>
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={download}>
            {t('train.manage.import.template')}
          </Button>
        </Form.Item>
        <Form.Item label={t('train.manage.import.file')} required>
          <Upload.Dragger
            accept={ACCEPT}
            maxCount={1}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => {
              setFiles(fileList.slice(-1));
              setFailure(null);
            }}
            disabled={busy}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <Typography.Text>{t('train.manage.import.drop')}</Typography.Text>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {progress !== null && <Progress percent={progress} size="small" />}
      {failure && (
        <div data-testid="import-errors">
          <Alert type="error" showIcon message={t('train.manage.import.failed')} description={failure.message} style={{ marginBottom: 12 }} />
          {failure.errors.length > 0 && (
            <Table<RowError>
              size="small"
              rowKey={(e) => `${e.row}-${e.field}-${e.msg}`}
              dataSource={failure.errors}
              pagination={failure.errors.length > 5 ? { pageSize: 5, size: 'small' } : false}
              columns={[
                { title: t('train.manage.import.row'), dataIndex: 'row', width: 80, render: (row: number) => (row > 0 ? row : t('train.manage.import.wholeFile')) },
                { title: t('train.manage.import.field'), dataIndex: 'field', width: 120 },
                { title: t('train.manage.import.msg'), dataIndex: 'msg' },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
