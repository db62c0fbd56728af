import { describe, expect, it } from 'vitest';
import { HOME_TAB, closeAll, closeOthers, closeTab, openTab, renameTab, tabsClosedBy, withHome, type Tab } from './tabs';

const msg: Tab = { key: '/message_page', name: 'message_page', title: '消息中心' };
const log: Tab = { key: '/error_logger_page', name: 'error_logger_page', title: '错误日志', beforeCloseName: 'before_close_normal' };
const all: Tab = { key: '/system/error-log', name: 'system_error_log', title: '全部错误日志' };
const three = [HOME_TAB, msg, log, all];

describe('openTab', () => {
  it('starts from home and appends opened pages in order', () => {
    expect(openTab([], msg)).toEqual([HOME_TAB, msg]);
    expect(openTab([HOME_TAB, msg], log)).toEqual([HOME_TAB, msg, log]);
  });

  it('returns the same list when the page already has its tab', () => {
    const tabs = [HOME_TAB, msg];
    expect(openTab(tabs, { ...msg })).toBe(tabs);
  });

  it('updates the title of an existing tab in place', () => {
    expect(openTab([HOME_TAB, msg, log], { ...msg, title: '消息' }).map((t) => t.title)).toEqual(['首页', '消息', '错误日志']);
  });

  it('gives two addresses of one page two tabs', () => {
    const other = { ...msg, key: '/message_page?status=read' };
    expect(openTab([HOME_TAB, msg], other)).toHaveLength(3);
  });

  it('repairs a stored list whose home is missing or misplaced', () => {
    expect(openTab([msg, HOME_TAB], log)).toEqual([HOME_TAB, msg, log]);
    expect(withHome([msg])).toEqual([HOME_TAB, msg]);
  });
});

describe('renameTab', () => {
  it('moves a tab to its new address in place', () => {
    const r = renameTab(three, msg.key, '/message_page?status=read');
    expect(r.map((t) => t.key)).toEqual([HOME_TAB.key, '/message_page?status=read', log.key, all.key]);
    expect(r[1].title).toBe('消息中心');
  });

  it('lets a tab already open at the new address give way, so the address keeps one tab', () => {
    const r = renameTab(three, msg.key, all.key);
    expect(r.map((t) => t.key)).toEqual([HOME_TAB.key, all.key, log.key]);
    expect(r[1].name).toBe('message_page');
  });

  it('returns the same list when nothing moves', () => {
    expect(renameTab(three, msg.key, msg.key)).toBe(three);
    expect(renameTab(three, '/nowhere', '/elsewhere')).toBe(three);
  });
});

describe('closeTab', () => {
  it('never closes home', () => {
    const r = closeTab(three, HOME_TAB.key, HOME_TAB.key);
    expect(r.tabs).toBe(three);
    expect(r.next).toBeNull();
  });

  it('closing the shown tab moves to its right neighbour', () => {
    expect(closeTab(three, msg.key, msg.key)).toEqual({ tabs: [HOME_TAB, log, all], next: log.key });
  });

  it('closing the last shown tab moves to its left neighbour', () => {
    expect(closeTab(three, all.key, all.key)).toEqual({ tabs: [HOME_TAB, msg, log], next: log.key });
  });

  it('closing a tab in the background stays on the shown page', () => {
    expect(closeTab(three, msg.key, all.key)).toEqual({ tabs: [HOME_TAB, log, all], next: null });
  });

  it('goes home when the shown page has no tab', () => {
    expect(closeTab(three, msg.key, '/401').next).toBe('/home');
  });
});

describe('closeOthers and closeAll', () => {
  it('close others keeps home and the chosen tab, staying put when it is shown', () => {
    expect(closeOthers(three, log.key, log.key)).toEqual({ tabs: [HOME_TAB, log], next: null });
  });

  it('close others moves to the chosen tab when the shown one goes', () => {
    expect(closeOthers(three, msg.key, all.key)).toEqual({ tabs: [HOME_TAB, msg], next: msg.key });
  });

  it('close others on home leaves home alone', () => {
    expect(closeOthers(three, HOME_TAB.key, msg.key)).toEqual({ tabs: [HOME_TAB], next: HOME_TAB.key });
  });

  it('close all keeps only home and goes home', () => {
    expect(closeAll(three)).toEqual({ tabs: [HOME_TAB], next: '/home' });
  });

  it('names the tabs a bulk close removes, so their close rules can ask', () => {
    expect(tabsClosedBy(three, closeAll(three).tabs)).toEqual([msg, log, all]);
  });
});
