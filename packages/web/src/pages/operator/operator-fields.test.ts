import { describe, expect, it } from 'vitest';
import { defaultExpiry, followExpiry, itemOptions, mayWriteOperators, operatorListPath, operatorPath, sexFromIdNumber } from './operator-fields';

describe('defaultExpiry', () => {
  it.each([
    ['2019-07-25', '2023-07-24'],
    ['2022-01-01', '2025-12-31'],
    ['2019-03-01', '2023-02-28'],
    ['2020-03-01', '2024-02-29'],
    ['2020-02-29', '2024-02-28'],
  ])('%s → %s', (issue, expiry) => expect(defaultExpiry(issue)).toBe(expiry));

  it('is empty without a date', () => {
    expect(defaultExpiry('')).toBe('');
    expect(defaultExpiry('2019/07/25')).toBe('');
  });
});

describe('followExpiry', () => {
  it('fills an empty expiry from the issue date', () => expect(followExpiry('', '2019-07-25', '')).toBe('2023-07-24'));
  it('moves a default expiry along with the issue date', () => expect(followExpiry('2019-07-25', '2020-05-10', '2023-07-24')).toBe('2024-05-09'));
  it('keeps an expiry typed from the card', () => expect(followExpiry('2019-07-25', '2020-05-10', '2023-06-30')).toBe('2023-06-30'));
  it('empties a default expiry when the issue date is cleared', () => expect(followExpiry('2019-07-25', '', '2023-07-24')).toBe(''));
});

describe('sexFromIdNumber', () => {
  it('reads the 17th digit of a valid number', () => {
    expect(sexFromIdNumber('11010519491231002X')).toBe('2');
    expect(sexFromIdNumber('110101199003070011')).toBe('1');
    expect(sexFromIdNumber(' 11010519491231002x ')).toBe('2');
  });
  it('says nothing for a number that is not valid', () => {
    expect(sexFromIdNumber('110101199003070012')).toBeNull();
    expect(sexFromIdNumber('E12345678')).toBeNull();
    expect(sexFromIdNumber('')).toBeNull();
  });
});

describe('itemOptions', () => {
  it('groups items under their category of work and keeps a lone item selectable', () => {
    const options = itemOptions([
      {
        value: 'KG',
        label: '锅炉作业',
        children: [
          { value: 'G1', label: '工业锅炉司炉' },
          { value: 'G3', label: '锅炉水处理' },
        ],
      },
      { value: 'X', label: '自定义项目' },
    ]);
    expect(options).toEqual([
      {
        label: '锅炉作业',
        title: '锅炉作业',
        options: [
          { value: 'G1', label: 'G1 工业锅炉司炉' },
          { value: 'G3', label: 'G3 锅炉水处理' },
        ],
      },
      { value: 'X', label: 'X 自定义项目' },
    ]);
  });
});

describe('paths and roles', () => {
  it('builds the list address with its filters', () => {
    expect(operatorListPath()).toBe('/equipment/operator');
    expect(operatorListPath({ certState: 'expiring' })).toBe('/equipment/operator?certState=expiring');
    expect(operatorListPath({ itemCode: 'Q2' })).toBe('/equipment/operator?itemCode=Q2');
  });
  it('builds the operator page address', () => {
    expect(operatorPath('add')).toBe('/equipment/operator-info?mode=add');
    expect(operatorPath('view', 'a b')).toBe('/equipment/operator-info?mode=view&id=a%20b');
  });
  it('lets only use and maintenance units write', () => {
    expect(mayWriteOperators('use')).toBe(true);
    expect(mayWriteOperators('maintain')).toBe(true);
    expect(mayWriteOperators('admin')).toBe(false);
    expect(mayWriteOperators('inspect')).toBe(false);
    expect(mayWriteOperators(undefined)).toBe(false);
  });
});
