import type { Attachment } from '@portal/contract';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { downloadUrl } from '../../api/attachment';
import { previewKind } from './file-icon';

/** An image or PDF shown in the page, with the way to open it in its own window. */
export function PreviewModal({ file, onClose }: { file: Attachment | null; onClose: () => void }) {
  const kind = file ? previewKind(file.mime) : null;
  const src = file ? downloadUrl(file.attsysid, true) : '';
  return (
    <Modal
      open={!!file}
      title={file?.fileName}
      width={kind === 'pdf' ? 960 : 760}
      onCancel={onClose}
      destroyOnHidden
      centered
      footer={
        <>
          <Button icon={<ExportOutlined />} href={src} target="_blank" rel="noopener">
            在新窗口打开
          </Button>
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </>
      }
    >
      {kind === 'image' && (
        <div className="att-preview-image">
          <img src={src} alt={file?.fileName} />
        </div>
      )}
      {kind === 'pdf' && <iframe className="att-preview-pdf" src={src} title={file?.fileName} />}
    </Modal>
  );
}
