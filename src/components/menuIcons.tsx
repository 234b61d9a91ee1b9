import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';

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
