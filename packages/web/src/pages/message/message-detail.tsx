import type { MessageItem } from '@portal/contract';
import { Modal } from 'antd';
import { formatTime } from '../../components/format';

/** Reads one message in full. */
export function MessageDetail({ item, onClose }: { item: MessageItem | null; onClose: () => void }) {
  return (
    <Modal title={item?.title} open={!!item} onCancel={onClose} footer={null} width={560}>
      {item && (
        <div className="message-detail">
          <div className="message-detail-time">发送时间：{formatTime(item.createdAt)}</div>
          <div className="message-detail-body">{item.content}</div>
        </div>
      )}
    </Modal>
  );
}
