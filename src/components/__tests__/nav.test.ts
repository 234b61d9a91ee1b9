import { accessOf } from '@/access';
import { ROLE } from '@/constants';
import { mayOpen, navTree, placeOf } from '../nav';

const access = (userType: number) => accessOf({ userType });
const paths = (userType: number) =>
  navTree(access(userType)).flatMap((e) => [e.path, ...(e.children ?? []).map((c) => c.path)]);

describe('the side menu', () => {
  it('gives an administrator the admin area only', () => {
    expect(paths(ROLE.admin)).toEqual([
      '/admin',
      '/admin/teacher-management',
      '/admin/standard-case-management',
      '/admin/import-rules',
      '/admin/account',
    ]);
  });

  it('gives a teacher the teaching areas with their locale names, screens outside the menu left out', () => {
    const tree = navTree(access(ROLE.teacher));
    expect(tree.map((e) => e.nameId)).toEqual([
      'menu.class',
      'menu.train',
      'menu.experiment',
      'menu.case',
      'menu.case-list',
      'menu.case-edit',
    ]);
    const train = tree.find((e) => e.path === '/train')!;
    expect(train.icon).toBe('ReadOutlined');
    expect(train.children!.map((c) => c.nameId)).toEqual([
      'menu.train.study',
      'menu.train.home',
      'menu.train.evaluate',
      'menu.train.teaching-plan',
      'menu.train.class-summary',
      'menu.train.teacher-ratings',
      'menu.train.learning-analysis',
    ]);
    expect(paths(ROLE.teacher)).not.toContain('/train/home/manage');
  });

  it('hides the teacher-only entries from role 3', () => {
    const student = paths(ROLE.student);
    for (const hidden of ['/class/case-dev', '/train/teaching-plan', '/train/teacher-ratings', '/experiment/to'])
      expect(student).not.toContain(hidden);
    expect(student).toContain('/experiment/home');
  });

  it('shows nothing to a visitor without a session', () => {
    expect(navTree(accessOf(undefined))).toEqual([]);
  });
});

describe('where a path sits', () => {
  it('names the group and the screen, and highlights the screen', () => {
    expect(placeOf('/class/home/')).toMatchObject({
      trail: ['menu.class', 'menu.class.home'],
      menuPath: '/class/home',
    });
    expect(placeOf('/editor/firstStep')).toMatchObject({ trail: ['menu.case-list'], menuPath: '/editor/firstStep' });
  });

  it('highlights the menu screen that a screen outside the menu belongs to', () => {
    expect(placeOf('/train/home/manage')).toMatchObject({
      trail: ['menu.train', 'menu.train.home'],
      menuPath: '/train/home',
    });
    expect(placeOf('/case/init-setting/rule-list')).toMatchObject({ menuPath: '/case/init-setting' });
  });

  it('knows no place for unknown paths, redirects and full-page routes', () => {
    expect(placeOf('/class/nothing')).toBeUndefined();
    expect(placeOf('/class')).toBeUndefined();
    expect(placeOf('/login')).toBeUndefined();
  });

  it('lets a role open only its screens (the layout shows 403 otherwise)', () => {
    expect(mayOpen('/admin/account', access(ROLE.teacher))).toBe(false);
    expect(mayOpen('/admin/account', access(ROLE.admin))).toBe(true);
    expect(mayOpen('/train/teaching-plan', access(ROLE.student))).toBe(false);
    expect(mayOpen('/train/home', access(ROLE.student))).toBe(true);
    expect(mayOpen('/class/home', access(ROLE.admin))).toBe(false);
    expect(mayOpen('/no/such/screen', access(ROLE.student))).toBe(true);
  });
});
