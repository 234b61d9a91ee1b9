import { useCurrentUser } from '@/utils/hooks';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useIntl, useModel as useUmiModel } from '@umijs/max';
import { Button, Card, Col, Empty, Layout, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { ROLE } from '@/domain/codes';
import { type MyTraining, useMyTrainings } from '@/features/entry/queries';
import { useTrainingStateText } from '@/features/training/stateText';
import commonModel from '@/models/common';
import { useModel } from '@/utils/model';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { roundCountText, roundText } from '@/utils/roundText';
import { enterTraining } from '@/utils/session';
import styles from './index.less';

/**
 * The user's trainings and experiments to enter (the back target of /class/case-dev and
 * /class/account). Students enter a training's console at /experiment/home; teachers also reach
 * their teaching class.
 */
export default function SelectExperiment() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const session = useModel(commonModel);
  const { refresh } = useUmiModel('@@initialState');
  const { userInfo: user } = useCurrentUser();
  const isStudent = user.userType === ROLE.student;
  const stateText = useTrainingStateText();
  const { data, loading } = useMyTrainings();
  // A failed list shows as none, as before: the request layer has told the user why.
  const trainings = loading ? null : (data ?? []);

  const enter = (training: MyTraining) => {
    // Its sand table selects the service variant of the screens it opens.
    enterTraining(training);
    const qs = encodeQs({ trainId: training.id });
    goTo(isStudent ? `/experiment/home?qs=${qs}` : `/train/home/console?qs=${qs}`);
  };
  const logout = async () => {
    await session.logout();
    await refresh();
    goTo('/login', true);
  };

  return (
    <Layout className={styles.page}>
      <Layout.Header className={styles.header}>
        <Typography.Title level={1} className={styles.brand}>
          {f('app.title')}
        </Typography.Title>
        <Space>
          <span className={styles.user}>{user.userName}</span>
          <Button icon={<LogoutOutlined />} onClick={logout} className={styles.logout}>
            {f('header.logout')}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className={styles.content}>
        <Typography.Title level={2}>{f('select.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{f('select.subtitle')}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {!isStudent && (
            <Col xs={24} sm={12} lg={8}>
              <Card hoverable onClick={() => goTo('/class/home')} className={styles.card}>
                <Card.Meta
                  avatar={<TeamOutlined className={styles.icon} />}
                  title={f('select.teachingClass')}
                  description={f('select.teachingClass.desc')}
                />
              </Card>
            </Col>
          )}
          {trainings === null && (
            <Col xs={24} sm={12} lg={8}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          )}
          {trainings?.map((training) => {
            return (
              <Col xs={24} sm={12} lg={8} key={training.id}>
                <Card
                  className={styles.card}
                  title={
                    <Space>
                      <ExperimentOutlined />
                      {training.trainName}
                    </Space>
                  }
                  extra={<Tag color="blue">{stateText(training)}</Tag>}
                  actions={[
                    <Button type="link" key="enter" className={styles.enter} block onClick={() => enter(training)}>
                      {f('select.enter')}
                    </Button>,
                  ]}
                >
                  <Typography.Paragraph>{training.caseName}</Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {training.currRound > 0
                      ? roundText(f, training.currRound, training.roundNumber)
                      : `${roundText(f, 0)} · ${roundCountText(f, training.roundNumber)}`}
                  </Typography.Text>
                </Card>
              </Col>
            );
          })}
        </Row>
        {trainings?.length === 0 && isStudent && <Empty description={f('select.empty')} />}
      </Layout.Content>
    </Layout>
  );
}
