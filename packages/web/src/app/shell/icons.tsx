import {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  BugOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  KeyOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Route meta names an icon by key; the shell turns it into the icon, so icons load with the shell, not the entry. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  message: <MessageOutlined />,
  bug: <BugOutlined />,
  setting: <SettingOutlined />,
  notice: <NotificationOutlined />,
  bank: <BankOutlined />,
  profile: <ProfileOutlined />,
  history: <HistoryOutlined />,
  book: <BookOutlined />,
  mail: <MailOutlined />,
  team: <TeamOutlined />,
  audit: <AuditOutlined />,
  solution: <SolutionOutlined />,
  user: <UserOutlined />,
  userAdd: <UserAddOutlined />,
  key: <KeyOutlined />,
  fileSearch: <FileSearchOutlined />,
};

export const routeIcon = (key: string | undefined): ReactNode => (key ? (ICONS[key] ?? <FileTextOutlined />) : undefined);
