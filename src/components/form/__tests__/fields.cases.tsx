import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Form } from 'antd';
import { CheckboxField, CheckboxGroupField } from '../checkbox';
import { DependentFields } from '../dependency';
import { NumberField } from '../digit';
import { SelectField } from '../select';
import { SwitchField } from '../switch';
import { TextField, TextAreaField } from '../text';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const styles = document.createElement('div');

function form(children: JSX.Element, onFinish = jest.fn()) {
  render(
    <StyleProvider container={styles}>
      <Form onFinish={onFinish} initialValues={{ kind: 'a' }}>
        {children}
        <button type="submit">提交</button>
      </Form>
    </StyleProvider>,
  );
  return onFinish;
}

describe('the form fields', () => {
  it('submit what was typed, checked and switched, under their names', async () => {
    const onFinish = form(
      <>
        <TextField name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]} />
        <TextAreaField name="note" label="备注" />
        <NumberField name="count" label="数量" min={1} max={9} inputProps={{ precision: 0 }} />
        <CheckboxField name="preset">设为预置</CheckboxField>
        <SwitchField name="on" label="开启" />
      </>,
    );
    expect(screen.getByLabelText('名称')).toHaveAttribute('placeholder', '请输入');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('名称'), '一班');
    await userEvent.type(screen.getByLabelText('备注'), '说明');
    await userEvent.type(screen.getByLabelText('数量'), '3');
    await userEvent.click(screen.getByRole('checkbox', { name: '设为预置' }));
    await userEvent.click(screen.getByRole('switch', { name: '开启' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ name: '一班', note: '说明', count: 3, preset: true, on: true }),
    );
  });

  it('a required select says so on its combobox, and a dependency follows the value it names', async () => {
    form(
      <>
        <SelectField
          name="kind"
          label="类型"
          options={[
            { value: 'a', label: '甲' },
            { value: 'b', label: '乙' },
          ]}
          rules={[{ required: true }]}
        />
        <DependentFields names={['kind']}>{({ kind }) => <p>当前类型：{kind}</p>}</DependentFields>
        <CheckboxGroupField name="posts" label="岗位" options={[{ value: 1, label: '财务' }]} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: '类型' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('当前类型：a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '类型' }));
    await userEvent.click(await screen.findByTitle('乙'));
    expect(await screen.findByText('当前类型：b')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '财务' })).toBeInTheDocument();
  });
});
