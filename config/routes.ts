import type { MenuIconName } from '../src/components/menuIcons';

/**
 * The route table of spec point 2.
 * - `name` is the menu entry (locale key menu.<parent>.<name>); `hideInMenu` keeps children out of it.
 * - `access` names a function of src/access.ts: canAdmin (/admin/*), canUser (teachers and students),
 *   canTeach (everyone in the teaching area but role 3: the "hidden 3" entries and teacher-only screens).
 * - `back` is where the screen's back action returns.
 */
type RouteDef = {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  layout?: false;
  access?: 'canAdmin' | 'canUser' | 'canTeach';
  hideInMenu?: boolean;
  back?: string;
  /** A menu icon, by its name in src/components/menuIcons.tsx (not umi's `icon`: that bundles a second icon package into the entry). */
  menuIcon?: MenuIconName;
  routes?: RouteDef[];
};

const routes: RouteDef[] = [
  { path: '/', component: 'Home', layout: false },
  { path: '/login', component: 'Login', layout: false },
  { path: '/not-support', component: 'NotSupport', layout: false },
  { path: '/clear-cache', component: 'ClearCache', layout: false },
  { path: '/preset-rule', component: 'case/PresetRule', layout: false },
  { path: '/fromEst/rule-list', component: 'case/EstRuleList', layout: false },
  { path: '/selectExperiment', component: 'SelectExperiment', layout: false },
  // The classroom projector view: full screen, outside the frame (a nested route would keep it); the screen admits teachers only.
  { path: '/train/home/projector', component: 'train/Projector', layout: false },
  // The league's projector view, full screen and outside the frame likewise.
  { path: '/train/league/projector', component: 'train/League/Projector', layout: false },
  {
    path: '/admin',
    name: 'admin',
    menuIcon: 'SettingOutlined',
    access: 'canAdmin',
    routes: [
      { path: '/admin', redirect: '/admin/teacher-management' },
      {
        path: '/admin/teacher-management',
        name: 'teacher-management',
        component: 'admin/TeacherManagement',
        access: 'canAdmin',
      },
      {
        path: '/admin/standard-case-management',
        name: 'standard-case-management',
        component: 'admin/StandardCase',
        access: 'canAdmin',
      },
      { path: '/admin/import-rules', name: 'import-rules', component: 'admin/ImportRules', access: 'canAdmin' },
      { path: '/admin/account', name: 'account', component: 'admin/Account', access: 'canAdmin' },
    ],
  },
  {
    path: '/class',
    name: 'class',
    menuIcon: 'TeamOutlined',
    access: 'canUser',
    routes: [
      { path: '/class', redirect: '/class/home' },
      { path: '/class/home', name: 'home', component: 'class/Home', access: 'canUser', back: '/login' },
      {
        path: '/class/case-dev',
        name: 'case-dev',
        component: 'class/CaseDev',
        access: 'canTeach',
        back: '/selectExperiment',
      },
      {
        path: '/class/account',
        name: 'account',
        component: 'class/Account',
        access: 'canUser',
        back: '/selectExperiment',
      },
    ],
  },
  {
    path: '/train',
    name: 'train',
    menuIcon: 'ReadOutlined',
    access: 'canUser',
    routes: [
      { path: '/train', redirect: '/train/home' },
      { path: '/train/study', name: 'study', component: 'train/Study', access: 'canUser' },
      {
        path: '/train/study/introduce',
        component: 'train/Study/Introduce',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/study',
      },
      {
        path: '/train/study/course',
        component: 'train/Study/Course',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/study',
      },
      { path: '/train/home', name: 'home', component: 'train/Home', access: 'canUser' },
      {
        path: '/train/home/manage',
        component: 'train/Manage',
        access: 'canTeach',
        hideInMenu: true,
        back: '/train/home',
      },
      {
        path: '/train/home/console',
        component: 'train/Console',
        access: 'canTeach',
        hideInMenu: true,
        back: '/train/home/manage',
      },
      {
        path: '/train/home/editTrainConsole',
        component: 'train/Console',
        access: 'canTeach',
        hideInMenu: true,
        back: '/train/home/manage',
      },
      {
        path: '/train/home/rule-list',
        component: 'case/RuleList',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/home',
      },
      {
        path: '/train/home/result-view',
        component: 'analysis/ResultView',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/home',
      },
      {
        path: '/train/home/editResult-view',
        component: 'analysis/EditResultView',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/home',
      },
      {
        path: '/train/home/intelligent-analysis',
        component: 'analysis/IntelligentAnalysis',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/home',
      },
      {
        path: '/train/home/debrief',
        component: 'analysis/Debrief',
        access: 'canUser',
        hideInMenu: true,
        back: '/train/home',
      },
      {
        path: '/train/league',
        component: 'train/League',
        access: 'canTeach',
        hideInMenu: true,
        back: '/train/home/manage',
      },
      { path: '/train/evaluate', name: 'evaluate', component: 'train/Evaluate', access: 'canUser' },
      { path: '/train/teaching-plan', name: 'teaching-plan', component: 'train/TeachingPlan', access: 'canTeach' },
      { path: '/train/class-summary', name: 'class-summary', component: 'train/ClassSummary', access: 'canUser' },
      {
        path: '/train/teacher-ratings',
        name: 'teacher-ratings',
        component: 'train/TeacherRatings',
        access: 'canTeach',
      },
      {
        path: '/train/learning-analysis',
        name: 'learning-analysis',
        component: 'train/LearningAnalysis',
        access: 'canUser',
      },
    ],
  },
  {
    path: '/experiment',
    name: 'experiment',
    menuIcon: 'ExperimentOutlined',
    access: 'canUser',
    routes: [
      { path: '/experiment', redirect: '/experiment/home' },
      {
        path: '/experiment/introduction',
        name: 'introduction',
        component: 'experiment/Introduction',
        access: 'canUser',
      },
      { path: '/experiment/home', name: 'home', component: 'train/Console', access: 'canUser' },
      { path: '/experiment/tools', name: 'tools', component: 'experiment/Tools', access: 'canUser' },
      { path: '/experiment/to', name: 'to', component: 'experiment/AnalysisCentre', access: 'canTeach' },
      {
        path: '/experiment/result-view',
        component: 'analysis/ResultView',
        access: 'canUser',
        hideInMenu: true,
        back: '/experiment/home',
      },
      {
        path: '/experiment/intelligent-analysis',
        component: 'analysis/IntelligentAnalysis',
        access: 'canUser',
        hideInMenu: true,
        back: '/experiment/home',
      },
      {
        path: '/experiment/debrief',
        component: 'analysis/Debrief',
        access: 'canUser',
        hideInMenu: true,
        back: '/experiment/home',
      },
      {
        path: '/experiment/rule-list',
        component: 'case/RuleList',
        access: 'canUser',
        hideInMenu: true,
        back: '/experiment/home',
      },
    ],
  },
  {
    path: '/case',
    name: 'case',
    menuIcon: 'AppstoreOutlined',
    access: 'canUser',
    routes: [
      { path: '/case', redirect: '/case/model' },
      { path: '/case/model', name: 'model', component: 'case/Model', access: 'canUser' },
      { path: '/case/timeline', name: 'timeline', component: 'case/Timeline', access: 'canUser' },
      { path: '/case/init-setting', name: 'init-setting', component: 'case/InitSetting', access: 'canUser' },
      {
        path: '/case/init-setting/rule-list',
        component: 'case/RuleList',
        access: 'canUser',
        hideInMenu: true,
        back: '/case/init-setting',
      },
      {
        path: '/case/init-setting/rule-list-test',
        component: 'case/RuleListTest',
        access: 'canUser',
        hideInMenu: true,
        back: '/case/init-setting',
      },
    ],
  },
  {
    path: '/editor/firstStep',
    name: 'case-list',
    menuIcon: 'DatabaseOutlined',
    component: 'editor/FirstStep',
    access: 'canUser',
  },
  {
    path: '/editCase/sandTableEdit',
    name: 'case-edit',
    menuIcon: 'EditOutlined',
    component: 'editCase/SandTableEdit',
    access: 'canUser',
    back: '/editor/firstStep',
  },
  { path: '/*', component: '404', layout: false },
];

export default routes;
