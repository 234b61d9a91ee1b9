import { useT } from '@/utils/hooks';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button } from 'antd';
import { useState } from 'react';
import * as templateService from '@/services/template';
import type { TemplateName } from '@/services/template';
import { saveFile } from '@/services/request';
import { NotOfferedNotice, useNotOffered } from '@/features/backend/notOffered';

/**
 * Downloads the .xlsx template of an import; on a backend without templates, the notice stands in
 * its place after the first try (the import itself is another call and stays).
 */
export default function TemplateButton({ name }: { name: TemplateName }) {
  const t = useT();
  const [loading, setLoading] = useState(false);
  const notOffered = useNotOffered('template.download');
  const download = async () => {
    setLoading(true);
    const file = await templateService.download({ name });
    setLoading(false);
    if (file) saveFile(file);
  };
  if (notOffered)
    return (
      <NotOfferedNotice
        call="template.download"
        detail={t('authoring.notOffered.template')}
        style={{ marginBottom: 0 }}
      />
    );
  return (
    <Button icon={<DownloadOutlined />} loading={loading} onClick={download}>
      {t('authoring.import.template')}
    </Button>
  );
}
