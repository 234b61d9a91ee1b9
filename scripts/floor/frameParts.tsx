/** The floor's frame (scripts/bench-floor.ts): antd's layout with a side menu and a header, under the app's theme, in antd's zero-runtime mode as the app's signed-in pages. */
import { Avatar, Button, ConfigProvider, Dropdown, Layout, Menu, Result } from 'antd';
import type { ReactNode } from 'react';
import { ZERO_RUNTIME_THEME } from '../../src/theme';

const MENU = ['教学管理', '班级管理', '案例管理', '实训管理', '分析中心', '系统设置'].map((group, g) => ({
  key: `g${g}`,
  label: group,
  children: ['列表', '设置', '记录'].map((item, i) => ({ key: `g${g}-${i}`, label: `${group}${item}` })),
}));

export function Frame({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ZERO_RUNTIME_THEME}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider theme="light" width={208}>
          <Menu mode="inline" items={MENU} defaultOpenKeys={['g4']} selectedKeys={['g4-0']} />
        </Layout.Sider>
        <Layout>
          <Layout.Header
            style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}
          >
            <Dropdown menu={{ items: [{ key: 'out', label: '退出登录' }] }}>
              <Avatar>师</Avatar>
            </Dropdown>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}

export const Forbidden = () => (
  <Result
    className="floor-ready"
    status="403"
    title="403"
    subTitle="抱歉，您无权访问此页面"
    extra={<Button type="primary">返回首页</Button>}
  />
);
