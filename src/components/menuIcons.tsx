import {
  AppstoreOutlined,
  DatabaseOutlined,
  EditOutlined,
  ExperimentOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/** The side menu's icons, named by config/routes.ts `menuIcon`. */
export const MENU_ICONS = {
  AppstoreOutlined,
  DatabaseOutlined,
  EditOutlined,
  ExperimentOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
};

export type MenuIconName = keyof typeof MENU_ICONS;
