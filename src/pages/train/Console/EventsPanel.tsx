import { TRAINING_STATE } from '@/domain/codes';
import { useT } from '@/utils/hooks';
import { useModel } from '@/utils/model';
import { saveEvent, startEvent } from '@/features/console/actions';
import { type EventDraft, useEventDrafts } from '@/features/console/queries';
import FormDialog from '@/components/form/FormDialog';
import { DependentFields } from '@/components/form/dependency';
import { NumberField } from '@/components/form/digit';
import { SelectField } from '@/components/form/select';
import { TextField } from '@/components/form/text';
import { Button, Card, message, Popconfirm, Table, Tag } from 'antd';
import { useEffect } from 'react';
import { display } from '@/utils/format';
import { useRevision } from './live';
import { useAction, useTrain } from './hooks';
import trainModel from '@/stores/train';
import LoadError from '@/components/LoadError';

/** Special events: drafts the teacher saves and starts (market shock, cost change, grant). */
export default function EventsPanel() {
  const t = useT();
  const trainCalls = useModel(trainModel);
  const train = useTrain();
  const revision = useRevision();
  const { busy, run } = useAction();
  const events = useEventDrafts(train.trainId, [revision.training]);
  const load = events.refresh;
  // Until the first answer the table spins; a failed list shows empty, with the load error above it.
  const drafts: EventDraft[] | null = events.data ? (events.data.drafts ?? []) : events.loading ? null : [];
  const failed = !!events.data && !events.data.drafts;
  const markets = events.data?.markets ?? [];
  useEffect(() => {
    trainCalls.fetchProductList({ trainId: train.trainId });
  }, [trainCalls, train.trainId, revision.training]);

  const materials = train.productList.flatMap(({ type, code, name }) =>
    type === 'material' && code ? [{ value: code, label: display(name) }] : [],
  );
  const groups = train.teamList.length
    ? train.teamList.map((team) => ({ value: team.groupId, label: display(team.teamName) }))
    : Object.entries(train.groupList).flatMap(([num, posts]) => {
        const groupId = posts[0]?.groupId;
        return groupId === undefined ? [] : [{ value: groupId, label: t('console.groupN', { n: num }) }];
      });

  const save = async (values: Record<string, unknown>) => {
    const saved = await saveEvent({ trainId: train.trainId, ...values });
    if (saved === undefined) return false;
    message.success(t('console.saved'));
    load();
    return true;
  };
  const start = (id: string | number) =>
    run(String(id), async () => {
      const done = await startEvent({ trainId: train.trainId, id });
      if (done !== undefined) {
        message.success(t('console.events.started'));
        load();
      }
    });
  const describe = (e: EventDraft) => {
    if (e.type === 'marketShock')
      return t('console.events.shock.desc', {
        market: markets.find((m) => m.value === e.market)?.label ?? display(e.market),
        demand: display(e.demandPct),
        price: display(e.pricePct),
      });
    if (e.type === 'costChange')
      return t('console.events.cost.desc', { material: display(e.material), price: display(e.newPrice) });
    if (e.type === 'grant') return t('console.events.grant.desc', { amount: display(e.amount) });
    return '-';
  };

  return (
    <Card
      title={t('console.events.title')}
      extra={
        <FormDialog
          title={t('console.events.new')}
          trigger={<Button type="primary">{t('console.events.new')}</Button>}
          destroyOnHidden
          okText={t('console.save')}
          cancelText={t('console.cancel')}
          onFinish={save}
          initialValues={{ type: 'marketShock', demandPct: 100, pricePct: 100 }}
        >
          <TextField
            name="name"
            label={t('console.events.name')}
            rules={[
              { required: true, whitespace: true, message: t('console.events.name.required') },
              { max: 50, message: t('console.tooLong', { n: 50 }) },
            ]}
          />
          <SelectField
            name="type"
            label={t('console.events.type')}
            options={['marketShock', 'costChange', 'grant'].map((v) => ({
              value: v,
              label: t(`console.events.type.${v}`),
            }))}
            rules={[{ required: true }]}
          />
          <DependentFields names={['type']}>
            {({ type }) =>
              type === 'marketShock' ? (
                <>
                  <SelectField
                    name="market"
                    label={t('console.order.market')}
                    options={markets}
                    rules={[{ required: true, message: t('console.required', { field: t('console.order.market') }) }]}
                  />
                  <NumberField
                    name="demandPct"
                    label={t('console.events.demandPct')}
                    min={1}
                    max={1000}
                    inputProps={{ precision: 0 }}
                    rules={[
                      { required: true, message: t('console.required', { field: t('console.events.demandPct') }) },
                    ]}
                  />
                  <NumberField
                    name="pricePct"
                    label={t('console.events.pricePct')}
                    min={1}
                    max={1000}
                    inputProps={{ precision: 0 }}
                    rules={[
                      { required: true, message: t('console.required', { field: t('console.events.pricePct') }) },
                    ]}
                  />
                </>
              ) : type === 'costChange' ? (
                <>
                  <SelectField
                    name="material"
                    label={t('console.events.material')}
                    options={materials}
                    rules={[
                      { required: true, message: t('console.required', { field: t('console.events.material') }) },
                    ]}
                  />
                  <NumberField
                    name="newPrice"
                    label={t('console.events.newPrice')}
                    min={1}
                    max={10000}
                    inputProps={{ precision: 0 }}
                    rules={[
                      { required: true, message: t('console.required', { field: t('console.events.newPrice') }) },
                    ]}
                  />
                </>
              ) : (
                <>
                  <SelectField
                    name="groupId"
                    label={t('console.events.target')}
                    placeholder={t('console.events.allTeams')}
                    options={groups}
                    allowClear
                  />
                  <NumberField
                    name="amount"
                    label={t('console.events.amount')}
                    min={1}
                    max={100000}
                    inputProps={{ precision: 0 }}
                    rules={[{ required: true, message: t('console.required', { field: t('console.events.amount') }) }]}
                  />
                </>
              )
            }
          </DependentFields>
        </FormDialog>
      }
    >
      {failed && <LoadError onRetry={load} />}
      <Table<EventDraft>
        size="small"
        rowKey="id"
        loading={drafts === null}
        dataSource={drafts ?? []}
        pagination={false}
        locale={{ emptyText: t('console.events.none') }}
        columns={[
          { title: t('console.events.name'), dataIndex: 'name', render: display },
          {
            title: t('console.events.type'),
            dataIndex: 'type',
            render: (v: string | undefined) => (v ? t(`console.events.type.${v}`) : '-'),
          },
          { title: t('console.events.content'), key: 'content', render: (_, e) => describe(e) },
          {
            title: t('console.events.state'),
            dataIndex: 'started',
            render: (s: boolean) =>
              s ? <Tag color="success">{t('console.events.done')}</Tag> : <Tag>{t('console.events.draft')}</Tag>,
          },
          {
            title: t('console.actions'),
            key: 'start',
            // An event the backend sent without its id cannot be started.
            render: (_, { id, started, name }) =>
              started || id === undefined ? null : (
                <Popconfirm
                  title={t('console.events.start.confirm', { name: display(name) })}
                  onConfirm={() => start(id)}
                  okText={t('console.ok')}
                  cancelText={t('console.cancel')}
                >
                  <Button
                    size="small"
                    type="primary"
                    loading={busy === String(id)}
                    disabled={train.state !== TRAINING_STATE.running}
                  >
                    {t('console.events.start')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
