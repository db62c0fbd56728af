import type { MessageItem } from '@portal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MessageDetail } from './message-detail';

const message = (link: string, content = '截至今日，本单位有以下事项需要办理'): MessageItem => ({
  id: 'm1',
  title: '设备检验到期提醒',
  content,
  link,
  status: 'read',
  createdAt: '2026-11-25T01:00:00.000Z',
  readAt: null,
});

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

function show(item: MessageItem, onClose = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/message_page']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <MessageDetail item={item} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

describe('MessageDetail', () => {
  it('opens a reminder’s portal link with the devices picked', () => {
    const onClose = show(message('/company-service/online-apply-form?ids=a1,b2'));
    fireEvent.click(screen.getByRole('button', { name: '去报检' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/company-service/online-apply-form?ids=a1,b2');
  });

  it('offers no link that leaves the portal, and shows text as text', () => {
    show(message('javascript:alert(1)', '<b>粗体</b> https://evil.example/'));
    expect(screen.queryByRole('button', { name: /去报检|前往办理/ })).toBeNull();
    expect(screen.getByText('<b>粗体</b> https://evil.example/')).toBeTruthy();
  });
});
