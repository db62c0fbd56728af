import { isPortalPath, REMINDER_APPLY_PATH, type MessageItem } from '@portal/contract';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { formatTime } from '../../components/format';

/** The button of a message's link: what the page it opens is for. */
const linkText = (link: string) => (link.startsWith(`${REMINDER_APPLY_PATH}?`) ? '去报检' : '前往办理');

/** Reads one message in full; a link to a page of the portal becomes a button (the text itself is never read as markup). */
export function MessageDetail({ item, onClose }: { item: MessageItem | null; onClose: () => void }) {
  const navigate = useNavigate();
  const link = item && isPortalPath(item.link) ? item.link : '';
  return (
    <Modal title={item?.title} open={!!item} onCancel={onClose} footer={null} width={560}>
      {item && (
        <div className="message-detail">
          <div className="message-detail-time">发送时间：{formatTime(item.createdAt)}</div>
          <div className="message-detail-body">{item.content}</div>
          {link && (
            <div className="message-detail-link">
              <Button
                type="primary"
                onClick={() => {
                  onClose();
                  void navigate(link);
                }}
              >
                {linkText(link)}
              </Button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
