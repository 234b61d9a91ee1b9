import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { accessOf } from '@/access';
import { ROLE } from '@/constants';
import { renderScreen } from '../../../tests/utils/renderScreen';
import { navTree, placeOf } from '@/components/nav';
import SideMenu from '../SideMenu';

const nav = navTree(accessOf({ userType: ROLE.teacher }));
let show: (path: string) => void = () => {};

/** The layout's part: the side menu of the screen at a path, and a way to change the screen. */
function Frame({ start }: { start: string }) {
  const [path, setPath] = useState(start);
  show = setPath;
  const place = placeOf(path);
  return <SideMenu nav={nav} selectedKey={place?.menuPath} groupKey={place?.group?.path} />;
}

const group = (name: string) => screen.getByRole('menuitem', { name: new RegExp(`(^| )${name}$`) });
const entry = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('the side menu', () => {
  it("opens the screen's group and highlights its entry, a screen outside the menu under the entry it extends", () => {
    renderScreen(<Frame start="/train/home/intelligent-analysis" />, { models: [], url: '/', path: '*' });
    expect(group('实训教学')).toHaveAttribute('aria-expanded', 'true');
    expect(group('教学班')).toHaveAttribute('aria-expanded', 'false');
    expect(entry('沙盘实训')).toHaveClass('ant-menu-item-selected');
    expect(within(screen.getByRole('complementary', { name: '主菜单' })).getAllByRole('link').length).toBeGreaterThan(
      8,
    );
  });

  it("opens a new screen's group beside the open ones, and leaves a group the user closed closed", async () => {
    renderScreen(<Frame start="/train/home" />, { models: [], url: '/', path: '*' });
    act(() => show('/class/home'));
    expect(group('教学班')).toHaveAttribute('aria-expanded', 'true');
    expect(group('实训教学')).toHaveAttribute('aria-expanded', 'true');
    expect(entry('沙盘教学班')).toHaveClass('ant-menu-item-selected');
    expect(entry('沙盘实训')).not.toHaveClass('ant-menu-item-selected');

    await userEvent.click(group('实训教学'));
    expect(group('实训教学')).toHaveAttribute('aria-expanded', 'false');
    // Another screen of the same group: the user's choice stands.
    act(() => show('/class/case-dev'));
    expect(group('实训教学')).toHaveAttribute('aria-expanded', 'false');
    expect(group('教学班')).toHaveAttribute('aria-expanded', 'true');
    // A screen of the closed group opens it again.
    act(() => show('/train/teaching-plan'));
    expect(group('实训教学')).toHaveAttribute('aria-expanded', 'true');
  });
});
