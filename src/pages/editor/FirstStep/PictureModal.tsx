import { useT } from '@/utils/hooks';
import { flag } from '@/utils/flag';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Empty, Image, Modal, Progress, Space, Spin, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import { uploadCasePicture, useCasePictures } from '@/features/authoring/queries';
import type { CaseRecord } from '@/services/case';
import { display, formatNumber, text } from '@/utils/format';

const ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,.webp';

/** The pictures of a case (by caseCode): a gallery, and an upload for the cases the user may change. */
export default function PictureModal({ target, onClose }: { target: CaseRecord | null; onClose: () => void }) {
  const t = useT();
  // Pictures belong to a case's code: a case the answer gave without one has none to show or add.
  const caseCode = target?.caseCode;
  const gallery = useCasePictures(caseCode);
  const { loading } = gallery;
  const failed = !!caseCode && !loading && gallery.data === undefined;
  // While another case's pictures load, the last case's are not shown.
  const pictures = loading ? [] : (gallery.data ?? []);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!caseCode) return;
    setProgress(0);
    const uploaded = await uploadCasePicture(caseCode, file, setProgress);
    setProgress(null);
    if (!uploaded) return;
    message.success(t('authoring.picture.uploaded', { name: display(file.name) }));
    // The answer may carry no picture: the gallery is read again.
    gallery.refresh();
  };

  return (
    <Modal
      open={!!target}
      title={t('authoring.picture.title', { name: target?.caseName ?? '' })}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {flag(target?.editable) && caseCode && (
          <Space>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                upload(file);
                return false;
              }}
              disabled={progress !== null}
            >
              <Button icon={<UploadOutlined />} loading={progress !== null}>
                {t('authoring.picture.upload')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{t('authoring.picture.hint')}</Typography.Text>
          </Space>
        )}
        {progress !== null && <Progress percent={progress} size="small" aria-label={t('authoring.picture.upload')} />}
        {failed ? (
          <LoadError onRetry={gallery.refresh} />
        ) : (
          <Spin spinning={loading}>
            {pictures.length === 0 && !loading ? (
              <Empty description={t('authoring.picture.empty')} />
            ) : (
              <Image.PreviewGroup>
                <Space wrap size="middle">
                  {pictures.map((p, i) => (
                    <Card
                      key={text(p.id) || `#${i}`}
                      size="small"
                      style={{ width: 220 }}
                      cover={<Image src={p.url} alt={p.name} height={130} style={{ objectFit: 'cover' }} />}
                    >
                      <Card.Meta
                        title={display(p.name)}
                        description={t('authoring.picture.size', {
                          kb: p.size === undefined ? display(undefined) : formatNumber(Math.max(1, p.size / 1024)),
                        })}
                      />
                    </Card>
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </Spin>
        )}
      </Space>
    </Modal>
  );
}
