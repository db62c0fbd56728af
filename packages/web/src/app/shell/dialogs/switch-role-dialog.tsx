import { ROLE_TYPES } from '@portal/contract/domain/permissions';

import { Alert, App, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../api/query-client';
import { PATHS } from '../../../routes/paths';
import type { DialogProps } from '../../../state/dialog-store';
import { sessionActions, useSession } from '../../../state/session-store';
import { tabsActions } from '../../../state/tabs-store';

/** Spec §4 role change: server first, then the menu follows the new role and every tab closes. */
export function SwitchRoleDialog({ open, onClose }: DialogProps) {
  const roles = useSession((s) => s.roleList);
  const currentId = useSession((s) => s.roleId);
  const [chosen, setChosen] = useState(currentId);
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();

  // Each opening starts from the current role (adjusted while rendering, when it opens or the role changes while open).
  const [openedWith, setOpenedWith] = useState(open ? currentId : null);
  const startFrom = open ? currentId : null;
  if (startFrom !== openedWith) {
    setOpenedWith(startFrom);
    if (startFrom !== null) setChosen(startFrom);
  }

  async function submit() {
    if (chosen === currentId) return onClose();
    setBusy(true);
    try {
      const role = await sessionActions.switchRole(chosen);
      tabsActions.reset();
      await queryClient.invalidateQueries();
      onClose();
      await navigate(PATHS.home);
      message.success(`已切换为「${role.name}」`);
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="切换角色" open={open} width={450} okText="切换" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onClose}>
      <Alert type="info" showIcon title="切换后菜单随角色变化，已打开的页面将全部关闭。" className="dialog-alert" />
      <Radio.Group className="role-options" value={chosen} onChange={(e) => setChosen(e.target.value as string)}>
        {roles.map((r) => (
          <Radio key={r.id} value={r.id} className="role-option">
            <span className="role-option-name">{r.name}</span>
            {ROLE_TYPES[r.roleType] !== r.name && <span className="role-option-type">{ROLE_TYPES[r.roleType]}</span>}
            {r.id === currentId && <span className="role-option-current">当前</span>}
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
