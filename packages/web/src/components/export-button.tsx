import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ABORTED, downloadFile, saveFile, type DownloadProgress } from '../api/download';
import { ApiError } from '../api/http';
import { AuthButton } from './auth-button';
import { formatSize } from './format';

interface ExportButtonProps {
  /** The button's permission id. */
  access: string;
  /** Read at the click, so the file holds the list as filtered then. */
  url: () => string;
  fallbackName: string;
  estimateBytes?: (rows: number) => number;
  children?: ReactNode;
}

/**
 * A guarded 导出 button that streams the file with a progress dialog (rows, size received, an
 * estimated percent) and a cancel button, then saves it under the server's file name.
 */
export function ExportButton({ access, url, fallbackName, estimateBytes, children = '导出' }: ExportButtonProps) {
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
      const file = await downloadFile(url(), { signal: controller.signal, onProgress: setProgress, estimateBytes, fallbackName });
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

  return (
    <>
      <AuthButton access={access} icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void start()}>
        {children}
      </AuthButton>
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
