import type { ThemeConfig } from 'antd';

/** Whoever asked their system for less motion gets antd's dialogs, drawers and toasts without their animations. */
const reducedMotion = typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** A calm government blue; square-ish corners read as official rather than playful. */
export const theme: ThemeConfig = {
  token: {
    motion: !reducedMotion,
    colorPrimary: '#1d5fbf',
    colorInfo: '#1d5fbf',
    colorSuccess: '#2e9d5b',
    colorError: '#d9363e',
    colorWarning: '#d98a1c',
    colorLink: '#1d5fbf',
    colorBgLayout: '#f2f5f9',
    colorTextBase: '#1f2a37',
    borderRadius: 4,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerHeight: 64, headerPadding: '0 20px', siderBg: '#ffffff', headerBg: 'transparent' },
    Menu: {
      itemHeight: 44,
      itemMarginInline: 8,
      itemBorderRadius: 4,
      itemSelectedBg: '#e8f0fb',
      itemSelectedColor: '#1d5fbf',
      subMenuItemBg: '#ffffff',
    },
    Table: { headerBg: '#f3f6fa', headerColor: '#4b5563' },
    Card: { headerFontSize: 15 },
  },
};
