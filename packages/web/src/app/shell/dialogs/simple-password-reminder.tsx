import { ExclamationCircleFilled } from '@ant-design/icons';
import { LiteDialog } from '../../../components/lite/dialog';
import type { DialogProps } from '../../../state/dialog-store';

/**
 * Spec §2 友情提醒: shown on entering the shell while the stored simple-password flag is set. It opens with the first
 * screen, so it is drawn without antd, which arrives just after (antd-gate.tsx).
 */
export function SimplePasswordReminder({ open, onClose, onChange }: DialogProps) {
  return (
    <LiteDialog
      title="友情提醒"
      open={open}
      width={450}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="lite-btn" onClick={onClose}>
            稍后修改
          </button>
          <button type="button" className="lite-btn lite-btn-primary" onClick={onChange}>
            修改密码
          </button>
        </>
      }
    >
      <div className="reminder">
        <ExclamationCircleFilled className="reminder-icon" />
        <p>
          您的登录密码过于简单，存在被他人猜中的风险。为了账号安全，请将密码修改为<strong>至少8位、同时包含数字、字母和特殊字符</strong>的组合。
        </p>
      </div>
    </LiteDialog>
  );
}
