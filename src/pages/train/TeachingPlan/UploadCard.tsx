import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { Button, Card, Col, Form, Input, Progress, Row, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { formatNumber } from '@/utils/format';
import teachingPlanModel from '@/stores/teachingPlan';

/** What a teaching plan may be: office documents and PDFs up to 20 MB (the mock checks the same). */
export const PLAN_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx'];
export const PLAN_MAX_MB = 20;

interface UploadValues {
  planName?: string;
  remark?: string;
  file: UploadFile[];
}

/** Why a chosen file cannot be a plan, or null. */
function fileProblem(file: File, t: ReturnType<typeof useT>): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!file.name.includes('.') || !PLAN_EXTENSIONS.includes(extension))
    return t('teaching.plan.file.type', { types: PLAN_EXTENSIONS.join('、') });
  if (file.size === 0) return t('teaching.plan.file.empty');
  if (file.size > PLAN_MAX_MB * 1024 * 1024) return t('teaching.plan.file.size', { max: formatNumber(PLAN_MAX_MB) });
  return null;
}

/** Upload a plan: name, remark and one file, sent as multipart with a real progress bar. */
export default function UploadCard({ onUploaded }: { onUploaded: () => void }) {
  const t = useT();
  const plans = useModel(teachingPlanModel);
  const [form] = Form.useForm<UploadValues>();
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async ({ planName, remark, file }: UploadValues) => {
    const chosen = file[0]?.originFileObj as File;
    setPercent(0);
    const uploaded = await plans.upload({
      file: chosen,
      planName: planName?.trim(),
      remark: remark?.trim(),
      onProgress: setPercent,
    });
    setPercent(null);
    if (!uploaded) return;
    form.resetFields();
    onUploaded();
  };

  return (
    <Card title={t('teaching.plan.upload.title')} style={{ marginBottom: 16 }}>
      <Form<UploadValues> form={form} name="planUpload" layout="vertical" onFinish={submit} disabled={percent !== null}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="file"
              label={t('teaching.plan.file')}
              valuePropName="fileList"
              getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
              rules={[
                { required: true, message: t('teaching.plan.file.required') },
                {
                  validator: async (_, list?: UploadFile[]) => {
                    const chosen = list?.[0]?.originFileObj as File | undefined;
                    const problem = chosen && fileProblem(chosen, t);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <Upload.Dragger
                beforeUpload={() => false}
                maxCount={1}
                accept={PLAN_EXTENSIONS.map((e) => `.${e}`).join(',')}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('teaching.plan.file.drop')}</p>
                <p className="ant-upload-hint">
                  {t('teaching.plan.file.hint', { types: PLAN_EXTENSIONS.join('、'), max: formatNumber(PLAN_MAX_MB) })}
                </p>
              </Upload.Dragger>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="planName"
              label={t('teaching.plan.planName')}
              rules={[{ max: 100, message: t('teaching.plan.planName.max') }]}
            >
              <Input placeholder={t('teaching.plan.planName.placeholder')} maxLength={100} />
            </Form.Item>
            <Form.Item
              name="remark"
              label={t('teaching.plan.remark')}
              rules={[{ max: 200, message: t('teaching.plan.remark.max') }]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
        {percent !== null && <Progress percent={percent} status="active" aria-label={t('teaching.plan.progress')} />}
        <Button type="primary" htmlType="submit" loading={percent !== null}>
          {t('teaching.plan.upload')}
        </Button>
      </Form>
    </Card>
  );
}
