import { display, formatTime, idText, text } from '@/utils/format';
import { useCurrentUser, useT } from '@/utils/hooks';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ListColumn, ListTableHandle } from '@/components/table/ListTable';
import Screen from '@/components/Screen';
import { Alert, Button, Popconfirm, Space, Typography, message } from 'antd';
import { useRef } from 'react';
import BackButton from '@/components/BackButton';
import PagedTable from '@/components/table/PagedTable';
import { MESSAGE_DURATION_S } from '@/constants';
import type { UserRow, UserSaveParams } from '@/services/user';
import { NotOfferedNotice, useNotOffered } from '@/features/backend/notOffered';
import UserForm, { roleKeys } from './UserForm';
import userModel from '@/stores/user';
import { useModel, useModelState } from '@/utils/model';

/**
 * Accounts of one role (fixedRole) or of every role (filter by role): search, paging, create,
 * edit, delete and password reset, each change confirmed. Passwords given out in this session
 * (accountPwd) are listed so they can be handed over. On a backend without the reset, its buttons
 * are disabled after the first refusal, with one notice.
 */
export default function UserManager({ fixedRole, title }: { fixedRole?: number; title: string }) {
  const t = useT();
  const users = useModel(userModel);
  const action = useRef<ListTableHandle>(null);
  const { userInfo } = useCurrentUser();
  const accountPwd = useModelState(userModel, (s) => s.accountPwd);
  const resetNotOffered = useNotOffered('user.resetPassword');
  const done = (key: string) => message.success(t(key), MESSAGE_DURATION_S);

  const save = async (values: UserSaveParams) => {
    const result = await users.save(values);
    if (!result?.ok) return result?.error ?? '';
    done(values.id ? 'teaching.user.saved' : 'teaching.user.created');
    action.current?.reload();
    return true as const;
  };
  const remove = async (id: string) => {
    if (await users.remove({ id })) {
      done('teaching.user.deleted');
      action.current?.reload();
    }
  };
  const reset = async (id: string) => {
    if (await users.resetPassword({ id })) done('teaching.user.reset.done');
  };

  const columns: ListColumn<UserRow>[] = [
    {
      title: t('teaching.user.keyword'),
      dataIndex: 'keyword',
      hidden: true,
      search: { placeholder: t('teaching.user.keyword.placeholder') },
    },
    { title: t('teaching.user.userCode'), dataIndex: 'userCode', width: 130 },
    { title: t('teaching.user.userName'), dataIndex: 'userName', width: 110 },
    {
      title: t('teaching.user.userType'),
      dataIndex: 'userType',
      width: 100,
      hidden: fixedRole !== undefined,
      search: fixedRole === undefined,
      options: Object.entries(roleKeys()).map(([value, key]) => ({ value, label: t(key) })),
    },
    { title: t('teaching.user.email'), dataIndex: 'email', ellipsis: true },
    { title: t('teaching.user.phone'), dataIndex: 'phone', width: 120 },
    { title: t('teaching.common.createTime'), dataIndex: 'createTime', width: 170, render: formatTime },
    {
      title: t('teaching.common.actions'),
      width: 210,
      render: (_, row) => {
        // An account without its id cannot be named to an edit, a reset or a delete: no action is offered.
        const id = idText(row.id);
        if (!id) return display(undefined);
        const self = id === text(userInfo.userId);
        const name = display(row.userName);
        return (
          <Space size={0}>
            <UserForm
              user={row}
              fixedRole={fixedRole}
              onSave={save}
              trigger={
                <Button type="link" size="small">
                  {t('teaching.common.edit')}
                </Button>
              }
            />
            <Popconfirm
              title={t('teaching.user.reset.confirm', { name })}
              onConfirm={() => reset(id)}
              disabled={resetNotOffered}
            >
              <Button type="link" size="small" disabled={resetNotOffered}>
                {t('teaching.user.reset')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('teaching.user.delete.confirm', { name })}
              onConfirm={() => remove(id)}
              disabled={self}
            >
              <Button
                type="link"
                size="small"
                danger
                disabled={self}
                title={self ? t('teaching.user.delete.self') : undefined}
              >
                {t('teaching.common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <Screen title={title} extra={<BackButton />}>
      {accountPwd.length > 0 && (
        <Alert
          type="info"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          onClose={() => users.clearAccountPwd()}
          title={t('teaching.user.accountPwd.title')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="account-pwd">
              {accountPwd.map((a) => (
                <li key={`${text(a.id)}:${a.password}`}>
                  {t('teaching.user.accountPwd.item', { name: display(a.userName), code: display(a.userCode) })}
                  <Typography.Text code copyable>
                    {a.password}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          }
        />
      )}
      <NotOfferedNotice
        call="user.resetPassword"
        detail={t('teaching.user.notOffered.reset')}
        style={{ marginBottom: 16 }}
      />
      <PagedTable<UserRow>
        rowKey="id"
        tableRef={action}
        columns={columns}
        load={users.fetchList}
        params={fixedRole ? { userType: fixedRole } : undefined}
        title={t('teaching.user.listTitle')}
        scroll={{ x: 1000 }}
        toolbar={[
          <UserForm
            key="create"
            fixedRole={fixedRole}
            onSave={save}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {t('teaching.user.create')}
              </Button>
            }
          />,
        ]}
      />
    </Screen>
  );
}
