import { describe, expect, it } from 'vitest';
import { devicesText } from './devices-text';

describe('devicesText', () => {
  it('names the one device by name and code, or the first and how many', () => {
    expect(devicesText([{ productName: '乘客电梯', deviceCode: '3110330200' }])).toBe('乘客电梯 3110330200');
    expect(devicesText([{ productName: '乘客电梯', deviceCode: '' }])).toBe('乘客电梯');
    expect(
      devicesText([
        { productName: '乘客电梯', deviceCode: '1' },
        { productName: '载货电梯', deviceCode: '2' },
      ]),
    ).toBe('乘客电梯等2台');
  });
});
