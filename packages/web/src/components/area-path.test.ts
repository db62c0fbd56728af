import type { DictNode } from '@portal/contract';
import { MSG } from '@portal/contract/validators/messages';

import { describe, expect, it } from 'vitest';
import { checkLastLevel, isLeaf, pathLabel, pathTo } from './area-path';

const TREE: DictNode[] = [
  {
    value: '330000',
    label: '浙江省',
    children: [
      { value: '330100', label: '杭州市', children: [{ value: '330102', label: '上城区' }] },
      {
        value: '330200',
        label: '宁波市',
        children: [
          { value: '330203', label: '海曙区' },
          { value: '330212', label: '鄞州区' },
        ],
      },
      // A city whose districts are all disabled comes back without children: it is a leaf now.
      { value: '331100', label: '丽水市' },
    ],
  },
];

describe('pathTo', () => {
  it('finds the codes from the province down', () => {
    expect(pathTo(TREE, '330212')).toEqual(['330000', '330200', '330212']);
    expect(pathTo(TREE, '330200')).toEqual(['330000', '330200']);
    expect(pathTo(TREE, '330000')).toEqual(['330000']);
  });

  it('gives an empty path for an unknown or empty code', () => {
    expect(pathTo(TREE, '110101')).toEqual([]);
    expect(pathTo(TREE, '')).toEqual([]);
    expect(pathTo(TREE, undefined)).toEqual([]);
  });
});

describe('isLeaf', () => {
  it('is true only for a code with nothing below', () => {
    expect(isLeaf(TREE, '330203')).toBe(true);
    expect(isLeaf(TREE, '331100')).toBe(true);
    expect(isLeaf(TREE, '330200')).toBe(false);
    expect(isLeaf(TREE, '330000')).toBe(false);
    expect(isLeaf(TREE, '999999')).toBe(false);
  });
});

describe('pathLabel', () => {
  it('joins the labels from the top', () => {
    expect(pathLabel(TREE, '330203')).toBe('浙江省 / 宁波市 / 海曙区');
    expect(pathLabel(TREE, '330102', ' ')).toBe('浙江省 杭州市 上城区');
  });

  it('falls back to the code the tree does not know', () => {
    expect(pathLabel(TREE, '110101')).toBe('110101');
  });
});

describe('checkLastLevel', () => {
  it('accepts a district and an empty choice', () => {
    expect(checkLastLevel(TREE, '330212')).toBeNull();
    expect(checkLastLevel(TREE, '')).toBeNull();
    expect(checkLastLevel(TREE, undefined)).toBeNull();
  });

  it('refuses a province or a city that has districts, with the spec message', () => {
    expect(checkLastLevel(TREE, '330200')).toBe(MSG.lastLevel);
    expect(checkLastLevel(TREE, '330000')).toBe(MSG.lastLevel);
    expect(checkLastLevel(TREE, '999999')).toBe(MSG.lastLevel);
  });
});
