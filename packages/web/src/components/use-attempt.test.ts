import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { useAttempt } from './use-attempt';

describe('useAttempt', () => {
  it('answers whether the step went through and keeps no refusal when it did', async () => {
    const { result } = renderHook(() => useAttempt());
    let went = false;
    await act(async () => {
      went = await result.current.attempt(() => Promise.resolve('saved'));
    });
    expect(went).toBe(true);
    expect(result.current.failure).toBe('');
    expect(result.current.busy).toBe(false);
  });

  it("keeps the server's refusal, and clears it on the next try", async () => {
    const { result } = renderHook(() => useAttempt());
    let went = true;
    await act(async () => {
      went = await result.current.attempt(() => Promise.reject(new ApiError('申请编号或手机号码不正确', 200, 'NOT_FOUND')));
    });
    expect(went).toBe(false);
    expect(result.current.failure).toBe('申请编号或手机号码不正确');
    await act(async () => {
      await result.current.attempt(() => Promise.resolve());
    });
    expect(result.current.failure).toBe('');
  });
});
