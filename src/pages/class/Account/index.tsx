import { Card, Col, Descriptions, Row } from 'antd';
import Screen from '@/components/Screen';
import ProfileForms from '@/features/profile/ProfileForms';
import { useCurrentUser, useT } from '@/utils/hooks';
import { ROLE } from '@/domain/codes';
import UserManager from '@/features/accounts/UserManager';

/**
 * /class/account (back to /selectExperiment): a teacher's student accounts; for a student, who may
 * not list accounts, the student's own account with its username and password.
 */
export default function ClassAccount() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  if (userInfo.userType === ROLE.student) return <OwnAccount />;
  return <UserManager fixedRole={ROLE.student} title={t('teaching.user.title.students')} />;
}

/** The signed-in user's own account: who they are, and the forms to change the username and password. */
function OwnAccount() {
  const t = useT();
  const { userInfo } = useCurrentUser();
  return (
    <Screen title={t('teaching.account.own.title')} description={t('teaching.account.own.desc')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('teaching.account.own.info')}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('teaching.account.own.userCode')}>{userInfo.userCode}</Descriptions.Item>
              <Descriptions.Item label={t('teaching.account.own.userName')}>{userInfo.userName}</Descriptions.Item>
              <Descriptions.Item label={t('teaching.user.userType')}>
                {t('teaching.user.role.student')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('teaching.account.own.edit')}>
            <ProfileForms />
          </Card>
        </Col>
      </Row>
    </Screen>
  );
}
