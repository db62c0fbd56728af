import { describe, expect, it } from 'vitest';
import { STAT_LINKS } from '../../../components/equipment-stat-links';
import { LIST_PATHS, listPath } from '../../../routes/paths';
import { listAddress, parseListAddress, toFindInput } from './list-query';

describe('parseListAddress', () => {
  it('reads the filters a link carries', () => {
    const link = '?typeCode=3000&catalogueCode=3300&useStatus=inUse&areaCode=330203&nextFrom=2026-01-01&nextTo=2026-03-31';
    const { filters, sort } = parseListAddress(link, 'comprehensive');
    expect(filters).toEqual({ typeCode: '3000', catalogueCode: '3300', useStatus: 'inUse', areaCode: '330203', next: ['2026-01-01', '2026-03-31'] });
    expect(sort).toBeUndefined();
  });

  it('infers the category of a class and leaves out what the server would refuse', () => {
    expect(parseListAddress('?catalogueCode=4d00', 'comprehensive').filters).toEqual({ typeCode: '4000', catalogueCode: '4D00' });
    expect(parseListAddress('?typeCode=3000&catalogueCode=4100', 'comprehensive').filters).toEqual({ typeCode: '3000' });
    expect(parseListAddress('?typeCode=F000&areaCode=3302&nextFrom=2026-13-01&deviceCode=' + '1'.repeat(19), 'comprehensive').filters).toEqual({});
  });

  it('keeps each list to what it can hold', () => {
    expect(parseListAddress('?typeCode=1000', 'payloadTime').filters).toEqual({});
    expect(parseListAddress('?typeCode=8000', 'pressurePiping').filters).toEqual({ typeCode: '8000' });
    expect(parseListAddress('?useStatus=inUse', 'nonUse').filters).toEqual({});
    expect(parseListAddress('?days=3', 'comprehensive').filters).toEqual({});
  });

  it('reads the about-to-expire window within 1 to 365 days, 30 otherwise', () => {
    expect(parseListAddress('?days=7', 'aboutExpire').filters).toEqual({ days: 7 });
    expect(parseListAddress('?days=366', 'aboutExpire').filters).toEqual({ days: 30 });
    expect(parseListAddress('?days=2.5', 'aboutExpire').filters).toEqual({ days: 30 });
    expect(parseListAddress('', 'aboutExpire').filters).toEqual({ days: 30 });
  });

  it('reads a known sort field and order only', () => {
    expect(parseListAddress('?sortField=deviceCode&sortOrder=descend', 'timeout').sort).toEqual({ field: 'deviceCode', order: 'descend' });
    expect(parseListAddress('?sortField=password&sortOrder=descend', 'timeout').sort).toBeUndefined();
    expect(parseListAddress('?sortField=deviceCode&sortOrder=up', 'timeout').sort).toBeUndefined();
  });
});

describe('listAddress', () => {
  it('writes what parseListAddress reads back, leaving defaults out', () => {
    const filters = { typeCode: '4000' as const, catalogueCode: '4D00', deviceCode: ' 4D0010 ', next: ['', '2026-12-31'] as [string, string], days: 30 };
    const q = listAddress('aboutExpire', filters, { field: 'updatedAt', order: 'descend' });
    expect(q).toBe('typeCode=4000&catalogueCode=4D00&deviceCode=4D0010&nextTo=2026-12-31&sortField=updatedAt&sortOrder=descend');
    expect(parseListAddress(`?${q}`, 'aboutExpire')).toEqual({
      filters: { typeCode: '4000', catalogueCode: '4D00', deviceCode: '4D0010', next: ['', '2026-12-31'], days: 30 },
      sort: { field: 'updatedAt', order: 'descend' },
    });
    expect(listAddress('comprehensive', {}, { field: 'nextInspectionDate', order: 'ascend' })).toBe('');
    expect(listAddress('aboutExpire', { days: 60 }, undefined)).toBe('days=60');
  });

  it('agrees with the links of the overview and the home desk', () => {
    const link = listPath('comprehensive', { useStatus: 'inUse' });
    expect(link).toBe('/equipment/query-comprehensive?useStatus=inUse');
    expect(listAddress('comprehensive', parseListAddress(link.split('?')[1], 'comprehensive').filters, undefined)).toBe('useStatus=inUse');
    // Every number of the desk opens a list that keeps all of its filters, 待首检's missing date included.
    for (const s of STAT_LINKS) {
      const [path, query = ''] = s.path.split('?');
      const kind = (Object.keys(LIST_PATHS) as Array<keyof typeof LIST_PATHS>).find((k) => LIST_PATHS[k] === path)!;
      expect([s.label, listAddress(kind, parseListAddress(query, kind).filters, undefined)]).toEqual([s.label, query]);
    }
    const awaiting = parseListAddress('?useStatus=notYetInUse&nextDate=none', 'comprehensive').filters;
    expect(toFindInput('comprehensive', awaiting, { pageNo: 1, pageSize: 10 }, undefined)).toMatchObject({ useStatus: 'notYetInUse', nextDate: 'none' });
  });
});

describe('toFindInput', () => {
  it('sends trimmed filters, the window only for its list, and the default order', () => {
    const input = toFindInput('timeout', { deviceCode: '  ', address: ' 中山西路 ', next: ['2026-01-01', ''], days: 9 }, { pageNo: 2, pageSize: 20 }, undefined);
    expect(input).toEqual({
      list: 'timeout',
      pageNo: 2,
      pageSize: 20,
      typeCode: undefined,
      catalogueCode: undefined,
      deviceCode: undefined,
      registerCode: undefined,
      certNo: undefined,
      useStatus: undefined,
      areaCode: undefined,
      address: '中山西路',
      nextFrom: '2026-01-01',
      nextTo: undefined,
      days: undefined,
      sortField: 'nextInspectionDate',
      sortOrder: 'ascend',
    });
    expect(toFindInput('aboutExpire', {}, { pageNo: 1, pageSize: 10 }, { field: 'deviceCode', order: 'descend' })).toMatchObject({
      days: 30,
      sortField: 'deviceCode',
      sortOrder: 'descend',
    });
  });
});
