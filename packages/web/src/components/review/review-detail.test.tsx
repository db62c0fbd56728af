import type { AccountApplyState } from '@portal/contract';
import { ACCOUNT_APPLY_FLOW } from '@portal/contract/api/registration';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { ReviewDetail } from './review-detail';

const record = (state: AccountApplyState, opinion = '') => ({ id: 'a1', state, reviewerName: state === 'pending' ? '' : '平台管理员', reviewedAt: null, opinion });

function show(state: AccountApplyState, onDecide = vi.fn(() => Promise.resolve()), opinion = '') {
  render(
    // As in the shell: Chinese texts, no space inserted into two-character buttons.
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ReviewDetail
            flow={ACCOUNT_APPLY_FLOW}
            flowLog="accountApply"
            record={record(state, opinion)}
            sections={[{ title: '单位信息', fields: [{ label: '单位名称', value: '宁波港通物流有限公司' }] }]}
            material={{ title: '申请材料', content: '营业执照.pdf' }}
            actions={['approve', 'return']}
            confirm={{ approve: '通过后将开通单位及其主账号。' }}
            reasonExample="授权委托书未加盖公章"
            notice="申请人会收到短信通知"
            onDecide={onDecide}
          />
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  return onDecide;
}

/** The open confirmation, once antd has drawn it. */
const confirmBox = () => waitFor(() => screen.getByRole('dialog'));

beforeEach(() => {
  // The flow log section asks for the record's log; an empty one is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ success: true, data: { kind: 'accountApply', kindTitle: '', recordId: 'a1', subject: '', state: '', stateLabel: '', stateColor: '', steps: [] } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewDetail', () => {
  it('offers the steps the flow allows from a waiting record, with the flow’s words', () => {
    show('pending');
    expect(screen.getByRole('button', { name: '审核通过' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退回' })).toBeTruthy();
    expect(screen.getByText('宁波港通物流有限公司')).toBeTruthy();
  });

  it('asks for a reason before a return, then confirms it, and only then decides', async () => {
    const onDecide = show('pending');
    fireEvent.click(screen.getByRole('button', { name: '退回' }));
    await screen.findByText('退回时必须填写退回原因');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: ' 授权委托书未加盖公章 ' } });
    fireEvent.click(screen.getByRole('button', { name: '退回' }));
    const box = await confirmBox();
    expect(box.textContent).toContain('退回原因：授权委托书未加盖公章');
    expect(onDecide).not.toHaveBeenCalled();
    fireEvent.click(within(box).getByRole('button', { name: '确定退回' }));
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith('return', '授权委托书未加盖公章'));
  });

  it('confirms an approval with what it does; the opinion may stay empty', async () => {
    const onDecide = show('pending');
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    const box = await confirmBox();
    expect(box.textContent).toContain('通过后将开通单位及其主账号。');
    fireEvent.click(within(box).getByRole('button', { name: '确定审核通过' }));
    await waitFor(() => expect(onDecide).toHaveBeenCalledWith('approve', ''));
  });

  it('shows the server’s refusal beside the buttons', async () => {
    show(
      'pending',
      vi.fn(() => Promise.reject(new ApiError('该申请已审核，请刷新页面', 200, 'BUSINESS'))),
    );
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    fireEvent.click(within(await confirmBox()).getByRole('button', { name: '确定审核通过' }));
    await screen.findByText('该申请已审核，请刷新页面');
  });

  it('shows a returned record read-only, its reason under the step’s name', () => {
    show('returned', undefined, '材料不全');
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
    expect(screen.getByText('退回原因')).toBeTruthy();
    expect(screen.getByText('材料不全')).toBeTruthy();
  });
});
