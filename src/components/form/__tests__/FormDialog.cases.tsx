import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { TextField } from '../text';
import FormDialog from '../FormDialog';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, delay: null });
const styles = document.createElement('div');
const OK = /^确\s*定$|^OK$/;

function open(onFinish: (values: { name: string }) => Promise<boolean>) {
  render(
    <StyleProvider container={styles}>
      <FormDialog<{ name: string }>
        title="新建班级"
        trigger={<button type="button">新建</button>}
        destroyOnHidden
        initialValues={{ name: '' }}
        onFinish={onFinish}
      >
        <TextField name="name" label="班级名称" rules={[{ required: true, message: '请输入班级名称' }]} />
      </FormDialog>
    </StyleProvider>,
  );
}

describe('FormDialog', () => {
  it('opens from its trigger, refuses an invalid form, calls onFinish once for a double click and closes on true', async () => {
    let settle: (ok: boolean) => void = () => undefined;
    const onFinish = jest.fn(() => new Promise<boolean>((done) => (settle = done)));
    open(onFinish);
    await userEvent.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: OK }));
    expect(await screen.findByText('请输入班级名称')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('班级名称'), '一班');
    await userEvent.dblClick(screen.getByRole('button', { name: OK }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({ name: '一班' });
    settle(true);
    await waitFor(() => expect(dialog).not.toBeVisible());
  });

  it('stays open with the input kept when onFinish resolves to false', async () => {
    const onFinish = jest.fn(async () => false);
    open(onFinish);
    await userEvent.click(screen.getByRole('button', { name: '新建' }));
    await userEvent.type(await screen.findByLabelText('班级名称'), '二班');
    await userEvent.click(screen.getByRole('button', { name: OK }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByLabelText('班级名称')).toHaveValue('二班');
  });

  it('draws nothing before it first opens, and stays mounted (hidden) after it closes', async () => {
    const form = (shown: boolean) => (
      <StyleProvider container={styles}>
        <FormDialog title="编辑学生" open={shown}>
          <TextField name="name" label="姓名" />
        </FormDialog>
      </StyleProvider>
    );
    const { rerender, baseElement } = render(form(false));
    expect(baseElement.querySelector('.ant-modal')).toBeNull();
    rerender(form(true));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeVisible();
    rerender(form(false));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(dialog).toBeInTheDocument();
  });
});
