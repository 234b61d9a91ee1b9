import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../tests/utils/renderScreen';
import Screen from '../Screen';

const at = (path: string, props: Parameters<typeof Screen>[0] = {}) =>
  renderScreen(<Screen {...props}>正文</Screen>, { models: [], url: path, path });

describe('Screen', () => {
  it('heads a menu screen with its group and name, the name as the current page and the heading', () => {
    at('/class/home', { extra: <button type="button">返回</button>, description: '班级说明' });
    const crumbs = within(screen.getByRole('navigation', { name: '页面位置' })).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['教学班', '沙盘教学班']);
    expect(within(crumbs[1]).getByText('沙盘教学班')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('沙盘教学班');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.getByText('班级说明')).toBeInTheDocument();
    expect(screen.getByText('正文')).toBeInTheDocument();
  });

  it('links a screen outside the menu back to the menu screen it belongs to, under its own title', () => {
    at('/train/home/manage', { title: '实训管理' });
    const link = within(screen.getByRole('navigation', { name: '页面位置' })).getByRole('link', { name: '沙盘实训' });
    expect(link).toHaveAttribute('href', '/train/home');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('实训管理');
  });

  it('shows no breadcrumb for a screen of its own in the menu, and its name as heading', () => {
    at('/editor/firstStep');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('案例列表');
  });
});
