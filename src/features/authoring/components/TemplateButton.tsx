import { useT } from '@/utils/hooks';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import * as templateService from '@/services/template';
import type { TemplateName } from '@/services/template';
import { saveFile } from '@/services/request';

/** Downloads the .xlsx template of an import. */
export default function TemplateButton({ name }: { name: TemplateName }) {
  const t = useT();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    const file = await templateService.download({ name });
    setLoading(false);
    if (file) saveFile(file);
  };
  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={download}>
      {t('authoring.import.template')}
    </Button>
  );
}
