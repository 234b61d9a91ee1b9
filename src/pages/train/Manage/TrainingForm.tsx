import FormDialog from '@/components/form/FormDialog';
import { CheckboxGroupField } from '@/components/form/checkbox';
import { DependentFields } from '@/components/form/dependency';
import { NumberField } from '@/components/form/digit';
import { SelectField } from '@/components/form/select';
import { SwitchField } from '@/components/form/switch';
import { TextField } from '@/components/form/text';
import { enterSandTable } from '@/utils/session';
import { useIntl } from '@umijs/max';
import { Alert, Form, message } from 'antd';
import { useEffect } from 'react';
import { DEFAULT_ROUND_NUMBER, POSTS } from '@/constants';
import { TRAINING_STATE } from '@/domain/codes';
import type { TrainRow, TrainSave } from '@/stores/trainManage';
import { useClassChoices, useSandTables } from '@/features/training/queries';
import trainManageModel from '@/stores/trainManage';
import { useModel, useModelState } from '@/utils/model';
import { display, idText } from '@/utils/format';
import { idOptions, optionsOf } from '@/utils/options';

type FormValues = Pick<
  TrainSave,
  'id' | 'trainName' | 'caseId' | 'ruleId' | 'classId' | 'roundNumber' | 'groupNum' | 'sandTableId'
> & {
  customPosts: boolean;
  postList: number[];
};

/**
 * Creates or edits a training: case and its rule, class, rounds (default 4), groups, sand-table
 * type and an optional custom post list. A started training keeps its structure: only the name
 * can change. The form keeps what was typed when the save is refused.
 */
export default function TrainingForm({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row?: TrainRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const trainings = useModel(trainManageModel);
  const [form] = Form.useForm<FormValues>();
  const { caseList, modalRuleList } = useModelState(trainManageModel);
  const classes = useClassChoices(open);
  const sandTables = useSandTables(open);
  const started = !!row && row.state !== TRAINING_STATE.notStarted;

  useEffect(() => {
    if (!open) return;
    trainings.fetchCases();
    if (row?.caseId) trainings.fetchModalRules({ caseId: String(row.caseId) });
  }, [open]);

  const chooseCase = (caseId: string) => {
    const chosen = caseList.find((c) => idText(c.id) === caseId);
    form.setFieldsValue({
      ruleId: idText(chosen?.ruleId),
      sandTableId: chosen?.sandTableId || form.getFieldValue('sandTableId'),
    });
    trainings.fetchModalRules({ caseId });
  };

  const finish = async (values: FormValues) => {
    const { customPosts, postList, ...rest } = values;
    const payload: TrainSave = { ...rest, ...(row ? { id: row.id } : {}), postList: customPosts ? postList : [] };
    // The training's sand table selects the save path (/sworld/, /sworldgz/ or /sworldrelease/).
    enterSandTable(rest.sandTableId ?? row?.sandTableId);
    const saved = await trainings.save(payload);
    if (!saved) return false;
    message.success(t(row ? 'train.manage.form.saved' : 'train.manage.form.created'));
    onSaved();
    return true;
  };

  const initialValues: Partial<FormValues> = row
    ? {
        ...row,
        // The choices' values are ids as text: the row's ids match them whichever form they came in.
        caseId: idText(row.caseId),
        ruleId: idText(row.ruleId),
        classId: idText(row.classId),
        sandTableId: idText(row.sandTableId),
        customPosts: !!row.postList?.length,
        postList: row.postList ?? [],
      }
    : {
        roundNumber: DEFAULT_ROUND_NUMBER,
        groupNum: 4,
        sandTableId: '1',
        customPosts: false,
        postList: POSTS.map((p) => p.postId),
      };

  return (
    <FormDialog<FormValues>
      title={t(row ? 'train.manage.form.edit' : 'train.manage.form.create')}
      open={open}
      form={form}
      // Field ids are prefixed with the form's name: the list's search form has a trainName field too.
      name="trainForm"
      width={640}
      layout="horizontal"
      labelCol={{ span: 5 }}
      initialValues={initialValues}
      destroyOnHidden
      maskClosable={false}
      onOpenChange={(visible) => {
        if (!visible) onClose();
      }}
      onFinish={finish}
    >
      {started && (
        <Alert type="info" showIcon title={t('train.manage.form.startedHint')} style={{ marginBottom: 16 }} />
      )}
      <TextField
        name="trainName"
        label={t('train.manage.form.trainName')}
        rules={[
          { required: true, whitespace: true, message: t('train.manage.form.trainName.required') },
          { max: 50, message: t('train.manage.form.trainName.max') },
        ]}
      />
      <SelectField
        name="classId"
        label={t('train.manage.form.classId')}
        disabled={started}
        inputProps={{ loading: classes.loading }}
        options={idOptions(classes.data, (c) => display(c.className))}
        rules={[{ required: true, message: t('train.manage.form.classId.required') }]}
      />
      <SelectField
        name="caseId"
        label={t('train.manage.form.caseId')}
        disabled={started}
        showSearch
        options={idOptions(caseList, (c) => display(c.caseName))}
        inputProps={{ onChange: (value: unknown) => chooseCase(String(value)) }}
        rules={[{ required: true, message: t('train.manage.form.caseId.required') }]}
      />
      <SelectField
        name="ruleId"
        label={t('train.manage.form.ruleId')}
        disabled={started}
        extra={t('train.manage.form.ruleId.hint')}
        options={idOptions(modalRuleList, (r) => display(r.ruleName))}
        rules={[{ required: true, message: t('train.manage.form.ruleId.required') }]}
      />
      <NumberField
        name="roundNumber"
        label={t('train.manage.form.roundNumber')}
        disabled={started}
        min={1}
        max={40}
        inputProps={{ precision: 0 }}
        extra={t('train.manage.form.roundNumber.hint')}
        rules={[{ required: true, message: t('train.manage.form.roundNumber.required') }]}
      />
      <NumberField
        name="groupNum"
        label={t('train.manage.form.groupNum')}
        disabled={started}
        min={1}
        max={20}
        inputProps={{ precision: 0 }}
        rules={[{ required: true, message: t('train.manage.form.groupNum.required') }]}
      />
      <SelectField
        name="sandTableId"
        label={t('train.manage.form.sandTableId')}
        disabled={started}
        inputProps={{ loading: sandTables.loading }}
        options={optionsOf(
          sandTables.data,
          (s) => s.sandTableId,
          (s) => display(s.sandTableName),
        )}
        rules={[{ required: true, message: t('train.manage.form.sandTableId.required') }]}
      />
      <SwitchField
        name="customPosts"
        label={t('train.manage.form.customPosts')}
        disabled={started}
        extra={t('train.manage.form.customPosts.hint')}
      />
      <DependentFields names={['customPosts']}>
        {({ customPosts }) =>
          customPosts ? (
            <CheckboxGroupField
              name="postList"
              label={t('train.manage.form.postList')}
              disabled={started}
              options={POSTS.map((p) => ({ value: p.postId, label: t(`train.shared.post.${p.postId}`) }))}
              rules={[{ required: true, type: 'array', min: 1, message: t('train.manage.form.postList.required') }]}
            />
          ) : null
        }
      </DependentFields>
    </FormDialog>
  );
}
