import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../state/session-store';
import { AuthButton } from './auth-button';

function renderButton(onClick: () => void) {
  render(
    <App>
      <AuthButton access="equipment.add" onClick={onClick}>
        新增设备
      </AuthButton>
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: '新增设备' }));
}

describe('AuthButton', () => {
  it('runs the operation when the role holds the permission', () => {
    useSession.setState({ access: ['equipment', 'equipment.add'] });
    const onClick = vi.fn();
    renderButton(onClick);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('无权限')).toBeNull();
  });

  it('shows 无权限 instead when the permission is missing', async () => {
    useSession.setState({ access: ['equipment'] });
    const onClick = vi.fn();
    renderButton(onClick);
    await waitFor(() => expect(screen.getByText('很抱歉，您没有这项操作的权限')).toBeTruthy());
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('无权限');
    expect(onClick).not.toHaveBeenCalled();
  });
});
