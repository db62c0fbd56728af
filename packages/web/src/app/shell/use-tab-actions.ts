import { useNavigate } from 'react-router';
import { queryClient } from '../../api/query-client';
import { closeAll, closeOthers, closeTab, tabsClosedBy, type CloseResult, type Tab } from '../../state/tabs';
import { tabsActions, useTabs } from '../../state/tabs-store';
import { holdLoading } from '../loading-store';
import { antdModal } from './antd-modal';
import { BEFORE_CLOSE } from './before-close';
import { currentAddress } from './current-page';
import { refreshPage } from './page-cache-store';

/**
 * Close, close others, close all and refresh, with each closing page's confirm-before-close rule. Each decides on
 * the address the router has reached when it is taken, not on the page last drawn, which lags behind while a new
 * page is on its way: closing all then would see itself on the page it leaves, stay where it is, and the new page
 * would open its tab again.
 */
export function useTabActions() {
  const navigate = useNavigate();

  const confirm = async (content: string) => {
    const modal = await antdModal();
    return new Promise<boolean>((resolve) => {
      modal.confirm({ title: '提示', content, okText: '确定', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
    });
  };

  async function mayClose(closing: Tab[]): Promise<boolean> {
    for (const t of closing) {
      if (t.beforeCloseName && !(await BEFORE_CLOSE[t.beforeCloseName](confirm))) return false;
    }
    return true;
  }

  async function apply(make: (tabs: Tab[], active: string) => CloseResult): Promise<void> {
    const before = useTabs.getState().tabs;
    const result = make(before, currentAddress());
    if (!(await mayClose(tabsClosedBy(before, result.tabs)))) return;
    tabsActions.set(result.tabs);
    if (result.next && result.next !== currentAddress()) await navigate(result.next);
  }

  return {
    close: (key: string) => apply((tabs, active) => closeTab(tabs, key, active)),
    /** Keeps home and this tab, the shown page's by default. */
    closeOthers: (key?: string) => apply((tabs, active) => closeOthers(tabs, key ?? active, active)),
    closeAll: () => apply(closeAll),
    /** Spec §9: the page goes, returns fresh after 100 ms; the loading bar covers 200 ms. */
    refresh: (key: string) => {
      holdLoading(200);
      if (key !== currentAddress()) void navigate(key);
      void queryClient.invalidateQueries();
      refreshPage(key);
    },
  };
}
