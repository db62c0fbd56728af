import type { ReminderPrefs, UserInfo } from '@portal/contract';
import { ROUTES } from '@portal/contract/api/routes.gen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../state/session-store';
import { ReminderSettings } from './reminder-settings';

const STORED: ReminderPrefs = {
  inspectionDue: true,
  inspectionOverdue: true,
  certExpiring: true,
  sms: true,
  daysAhead: 30,
  smsMobile: '138****0001',
  updatedAt: null,
  updatedBy: '',
};
const saved: unknown[] = [];

/** The two reminder endpoints, as the server answers them. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith(ROUTES['reminder.savePrefs'].path)) saved.push(JSON.parse(init.body as string));
      const data = url.startsWith(ROUTES['reminder.savePrefs'].path) ? { ...STORED, ...(saved.at(-1) as object) } : STORED;
      return new Response(JSON.stringify({ success: true, isSuccess: true, result: true, data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function open(isMainAccount: boolean) {
  useSession.setState({ user: { isMainAccount } as UserInfo });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <ReminderSettings />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '提醒设置' }));
}

const days = () => screen.getByRole('spinbutton');

describe('ReminderSettings', () => {
  beforeEach(() => {
    saved.length = 0;
    serve();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unit’s choice and what it means', async () => {
    open(true);
    await waitFor(() => expect(days()).toHaveProperty('value', '30'));
    expect(screen.getByText(/每天8点后，本单位各账号的消息中心会收到超期未检的设备、30天内到期检验的设备/)).toBeTruthy();
    expect(screen.getByText(/并发送短信至单位联系人手机138\*\*\*\*0001/)).toBeTruthy();
  });

  it('refuses days out of bounds with the server’s words, and saves valid ones', async () => {
    open(true);
    await waitFor(() => expect(days()).toHaveProperty('value', '30'));
    fireEvent.change(days(), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('提前提醒天数不能少于7天')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(days(), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('switch', { name: '同时发送短信' }));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ inspectionDue: true, inspectionOverdue: true, certExpiring: true, sms: false, daysAhead: 45 });
  });

  it('lets other accounts of the unit read it only', async () => {
    open(false);
    await waitFor(() => expect(days()).toHaveProperty('disabled', true));
    expect(screen.getByText('只有单位主账号可以修改提醒设置，当前账号仅可查看。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保 存' })).toBeNull();
  });
});
