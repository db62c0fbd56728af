import { describe, expect, it } from 'vitest';
import { menuLeaves } from '../state/shell-menu';
import { buildMenu, groupsAbove, menuAccess } from './menu';
import type { AppRoute } from './route-types';

const page = () => Promise.resolve({ default: () => null });

const routes: AppRoute[] = [
  { name: 'home', path: '/home', meta: { title: '首页', icon: 'home', access: 'home' }, page },
  { name: 'hidden', path: '/hidden', meta: { title: '隐藏页', hideInMenu: true }, page },
  {
    name: 'equipment',
    path: '/equipment',
    meta: { title: '设备管理', icon: 'tool', access: 'equipment' },
    children: [
      { name: 'overview', path: '/equipment/overview', meta: { title: '设备概况', access: 'equipment.overview' }, page },
      { name: 'query', path: '/equipment/query', meta: { title: '设备查询', access: 'equipment.query' }, page },
    ],
  },
  {
    name: 'system',
    path: '/system',
    meta: { title: '系统维护', access: 'system', showAlways: true },
    children: [{ name: 'sysLog', path: '/system/error-log', meta: { title: '全部错误日志', access: 'system.errorLog' }, page }],
  },
  {
    name: 'company',
    path: '/company',
    meta: { title: '单位信息', access: 'companyInfo' },
    children: [{ name: 'maintain', path: '/company/maintain', meta: { title: '单位信息维护', access: 'companyInfo.maintain' }, page }],
  },
  { name: 'manual', path: 'https://manual.example.gov.cn/', meta: { title: '办事指南', icon: 'book' } },
];

const titles = (items: ReturnType<typeof buildMenu>): unknown[] => items.map((i) => (i.children ? { [i.title]: titles(i.children) } : i.title));

describe('buildMenu', () => {
  it('shows only what the role holds, dropping hidden pages', () => {
    expect(titles(buildMenu(routes, ['home']))).toEqual(['首页', '办事指南']);
  });

  it('a group with several visible children is a submenu', () => {
    const menu = buildMenu(routes, ['home', 'equipment', 'equipment.overview', 'equipment.query']);
    expect(titles(menu)).toEqual(['首页', { 设备管理: ['设备概况', '设备查询'] }, '办事指南']);
    expect(menu[1].children?.[0].path).toBe('/equipment/overview');
  });

  it('a group with one visible child collapses to that child', () => {
    const menu = buildMenu(routes, ['equipment', 'equipment.query', 'companyInfo', 'companyInfo.maintain']);
    expect(titles(menu)).toEqual(['设备查询', '单位信息维护', '办事指南']);
    expect(menu[0].path).toBe('/equipment/query');
  });

  it('showAlways keeps a one-child group as a submenu', () => {
    expect(titles(buildMenu(routes, ['system', 'system.errorLog']))).toEqual([{ 系统维护: ['全部错误日志'] }, '办事指南']);
  });

  it('drops a group whose children are all out of reach, and a group the role lacks', () => {
    expect(titles(buildMenu(routes, ['system', 'equipment.overview']))).toEqual(['办事指南']);
  });

  it('marks external links so they open in a new window', () => {
    const manual = buildMenu(routes, []).find((i) => i.key === 'manual');
    expect(manual).toEqual({ key: 'manual', title: '办事指南', icon: 'book', href: 'https://manual.example.gov.cn/' });
  });

  it('a different role gives a different menu from the same table', () => {
    const a = menuLeaves(buildMenu(routes, ['home', 'equipment', 'equipment.overview', 'equipment.query'])).map((i) => i.title);
    const b = menuLeaves(buildMenu(routes, ['home', 'companyInfo', 'companyInfo.maintain'])).map((i) => i.title);
    expect(a).toEqual(['首页', '设备概况', '设备查询', '办事指南']);
    expect(b).toEqual(['首页', '单位信息维护', '办事指南']);
  });
});

describe('groupsAbove', () => {
  it('finds the groups to open for a page, or null when it is not in the menu', () => {
    const menu = buildMenu(routes, ['home', 'equipment', 'equipment.overview', 'equipment.query']);
    const byPath = (path: string) => (i: { path?: string }) => i.path === path;
    expect(groupsAbove(menu, byPath('/equipment/query'))).toEqual(['equipment']);
    expect(groupsAbove(menu, byPath('/home'))).toEqual([]);
    expect(groupsAbove(menu, byPath('/nowhere'))).toBeNull();
  });
});

describe('menuAccess', () => {
  const access = [
    'home',
    'equipment',
    'equipment.query',
    'companyService',
    'companyService.apply',
    'companyService.report',
    'companyService.invoice',
    'companyService.declaration',
  ];
  it("keeps the role's whole menu on the enterprise platform", () => {
    expect(menuAccess(access, 'portal')).toBe(access);
  });
  it('keeps only the re-issue set on the self-service platform', () => {
    expect(menuAccess(access, 'selfService')).toEqual(['home', 'companyService', 'companyService.report', 'companyService.invoice', 'companyService.declaration']);
  });
});
