import type { MobileUploadTicket } from '@portal/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Modal, Result, Spin, Typography } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { createMobileTicket, mobileQrUrl, type AttachmentTarget } from '../../api/attachment';
import { failureText } from '../../api/http';
import { formatTime } from '../format';
import { useNow } from '../use-now';

interface MobileUploadModalProps {
  open: boolean;
  target: Required<AttachmentTarget>;
  title: string;
  /** Files that arrived from a phone since the modal opened. */
  received: number;
  onClose: () => void;
}

/** Whether a ticket has run out, checked every few seconds while the modal is open. */
function useExpired(expiresAt: string | undefined): boolean {
  const now = useNow(expiresAt, 5000);
  return !!expiresAt && now >= Date.parse(expiresAt);
}

/**
 * The QR code a phone scans to upload into this object without logging in. A fresh ticket each
 * time it opens; the list behind it refreshes meanwhile, so what the phone sends shows up here.
 */
export function MobileUploadModal({ open, target, title, received, onClose }: MobileUploadModalProps) {
  const [ticket, setTicket] = useState<MobileUploadTicket | null>(null);
  const [failure, setFailure] = useState('');
  const [loading, setLoading] = useState(false);
  const expired = useExpired(ticket?.expiresAt);

  const request = () => {
    createMobileTicket(target)
      .then(setTicket)
      .catch((e: unknown) => setFailure(failureText(e)))
      .finally(() => setLoading(false));
  };
  const issue = () => {
    setLoading(true);
    setFailure('');
    request();
  };

  // A fresh ticket per opening; the target does not change while the modal is open. Opening starts a spinner and
  // closing forgets the ticket (adjusted while rendering); the request itself goes out from the effect.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setLoading(true);
      setFailure('');
    } else setTicket(null);
  }
  const onOpened = useEffectEvent(request);
  useEffect(() => {
    if (open) onOpened();
  }, [open]);

  return (
    <Modal open={open} title="手机上传" width={440} onCancel={onClose} footer={<Button onClick={onClose}>完成</Button>} destroyOnHidden>
      <div className="att-mobile">
        <p className="att-mobile-what">
          上传到：<strong>{title}</strong>
        </p>
        {failure ? (
          <Result status="warning" title={failure} extra={<Button onClick={issue}>重新生成</Button>} />
        ) : (
          <div className="att-qr">
            {ticket && <img src={mobileQrUrl(ticket.token)} alt="手机上传二维码" width={220} height={220} />}
            {(loading || !ticket) && <Spin className="att-qr-spin" />}
            {expired && (
              <div className="att-qr-expired">
                <span>二维码已过期</span>
                <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={issue}>
                  重新生成
                </Button>
              </div>
            )}
          </div>
        )}
        <ol className="att-mobile-steps">
          <li>用手机扫描上方二维码（微信、浏览器均可）</li>
          <li>在手机上拍照或选择文件上传</li>
          <li>上传完成后，文件会自动出现在本页列表中</li>
        </ol>
        {ticket && !expired && (
          <div className="att-mobile-meta">
            <div>二维码有效期至 {formatTime(ticket.expiresAt).slice(11, 16)}，过期后请重新生成</div>
            <div className="att-mobile-link">
              也可将链接发送到手机打开：
              <Typography.Text copyable={{ text: ticket.url, tooltips: ['复制链接', '已复制'] }} className="att-mobile-url">
                {ticket.url}
              </Typography.Text>
            </div>
          </div>
        )}
        {received > 0 && <div className="att-mobile-received">已收到手机上传的文件 {received} 个</div>}
      </div>
    </Modal>
  );
}
