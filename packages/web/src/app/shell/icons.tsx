import { BugOutlined, FileTextOutlined, HomeOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Route meta names an icon by key; the shell turns it into the icon, so icons load with the shell, not the entry. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  message: <MessageOutlined />,
  bug: <BugOutlined />,
  setting: <SettingOutlined />,
};

export const routeIcon = (key: string | undefined): ReactNode => (key ? (ICONS[key] ?? <FileTextOutlined />) : undefined);
