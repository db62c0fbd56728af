import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ABORTED, downloadFile, saveFile, type DownloadProgress } from '../api/download';
import { ApiError } from '../api/http';
import { useAccess } from '../state/session-store';
import { formatSize } from './format';

interface ExportButtonProps {
  /** The button's permission id. */
  access: string;
  /** Made at the click (a signed address), so the file holds the list as filtered then. */
  url: () => Promise<string>;
  fallbackName: string;
  estimateBytes?: (rows: number) => number;
  children?: ReactNode;
}

/**
 * A 导出 button that streams the file with a progress dialog (rows, size received, an estimated
 * percent) and a cancel button, then saves it under the server's file name. A role without the
 * export permission is not offered the button at all, as a record's 编辑 is not offered to those
 * who may not edit it.
 */
export function ExportButton({ access, url, fallbackName, estimateBytes, children = '导出' }: ExportButtonProps) {
  const allowed = useAccess(access);
  const { message } = App.useApp();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  // A tab closed mid-export stops the download.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ received: 0, rows: null, percent: 0 });
    try {
      const file = await downloadFile(await url(), { signal: controller.signal, onProgress: setProgress, estimateBytes, fallbackName });
      saveFile(file.blob, file.fileName);
      void message.success(file.rows === null ? '导出完成' : `导出完成，共 ${file.rows} 条记录`);
    } catch (e) {
      // Failures were already shown by the http client.
      if (e instanceof ApiError && e.code === ABORTED) void message.info('已取消导出');
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  if (!allowed) return null;
  return (
    <>
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void start()}>
        {children}
      </Button>
      <Modal
        open={progress !== null}
        title="正在导出"
        width={420}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        footer={<Button onClick={() => running.current?.abort()}>取消导出</Button>}
      >
        <Progress percent={progress?.percent ?? 0} status="active" />
        <Typography.Text type="secondary">
          {progress?.rows != null && `共 ${progress.rows} 条记录，`}已接收 {formatSize(progress?.received ?? 0)}
        </Typography.Text>
      </Modal>
    </>
  );
}
