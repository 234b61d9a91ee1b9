import { useT } from '@/utils/hooks';
import { Tabs } from 'antd';
import EventsPanel from './EventsPanel';
import MeetingPanel from './MeetingPanel';
import MessagesPanel from './MessagesPanel';
import OrdersPanel from './OrdersPanel';
import OverviewPanel from './OverviewPanel';
import ReportsPanel from './ReportsPanel';
import TeamsPanel from './TeamsPanel';
import TrainingHeader from './TrainingHeader';

/** The teacher's general-manager view; the edit route opens on the overview (groups, rounds). */
export default function TeacherConsole({ editing }: { editing?: boolean }) {
  const t = useT();
  const items = [
    { key: 'meeting', label: t('console.tab.meeting'), children: <MeetingPanel /> },
    { key: 'teams', label: t('console.tab.teams'), children: <TeamsPanel /> },
    { key: 'orders', label: t('console.tab.orders'), children: <OrdersPanel /> },
    { key: 'events', label: t('console.tab.events'), children: <EventsPanel /> },
    { key: 'messages', label: t('console.tab.messages'), children: <MessagesPanel /> },
    { key: 'reports', label: t('console.tab.reports'), children: <ReportsPanel /> },
    { key: 'overview', label: t('console.tab.overview'), children: <OverviewPanel /> },
  ];
  return (
    <>
      <TrainingHeader teacher />
      <Tabs defaultActiveKey={editing ? 'overview' : 'meeting'} items={items} destroyOnHidden />
    </>
  );
}
