import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/test/i18n-promotions';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { APPLY } from '../promotions.fixtures';
import { ApplyDialog } from './apply-dialog';

const UPLOAD_ID = 'upload_0123456789abcdef';
const png = (name = 'win.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The dialog against a server that takes uploads and answers the application with `answer`. */
function renderDialog(answer: () => Response | Promise<Response> = () => ok({ ...APPLY, state: 'APPLYING' })) {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
  const api = mockApi((url) => {
    if (url === '/wps/uploads') return ok({ id: UPLOAD_ID, contentType: 'image/png', size: 4 });
    return answer();
  });
  const handlers = { onClose: vi.fn(), onNeedLogin: vi.fn(), onTrialBlocked: vi.fn() };
  renderWithQuery(<ApplyDialog promotion={APPLY} {...handlers} />);
  return { api, ...handlers, user: userEvent.setup({ applyAccept: false }) };
}

const applications = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.url === '/wps/promotions/4/apply');

describe('ApplyDialog', () => {
  test('counts the remark as typed and refuses 141 characters without sending', async () => {
    const { api, user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Share your big win' });
    const remark = within(dialog).getByLabelText('Remark');
    await user.type(remark, 'Big win');
    expect(within(dialog).getByTestId('apply-count')).toHaveTextContent('7 / 140 characters');
    await user.clear(remark);
    await user.click(remark);
    await user.paste('x'.repeat(141));
    expect(within(dialog).getByTestId('apply-count')).toHaveTextContent('141 / 140 characters');
    expect(remark).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The remark is too long: at most 140 characters.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(applications(api)).toEqual([]);
  });

  test('asks for the required image, and refuses a file that is not png or jpg before uploading it', async () => {
    const { api, user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Remark'), 'Big win');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please add at least 1 image.');
    const gif = new File(['GIF89a'], 'win.gif', { type: 'image/gif' });
    await user.upload(within(dialog).getByLabelText('Images'), gif);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a PNG or JPG image.');
    expect(api.calls.filter((c) => c.url === '/wps/uploads')).toEqual([]);
    expect(applications(api)).toEqual([]);
  });

  test('sends the remark and the uploaded image once on a double click, then closes', async () => {
    const { api, user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Remark'), '  Won big on slots  ');
    await user.upload(within(dialog).getByLabelText('Images'), png());
    expect(await within(dialog).findByRole('img', { name: 'Preview of win.png' })).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = applications(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ remark: 'Won big on slots', uploadIds: [UPLOAD_ID] });
    expect((sent[0]!.body as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  test('shows the server’s refusal on the field it names, and a retry keeps the request id', async () => {
    const { api, user } = renderDialog(() => fail('VALIDATION_FAILED', 400, [{ path: 'uploadIds.0', message: 'not yours' }]));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Remark'), 'Big win');
    await user.upload(within(dialog).getByLabelText('Images'), png());
    await within(dialog).findByRole('img', { name: 'Preview of win.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByTestId('apply-error')).toHaveTextContent('Please check the highlighted fields.');
    expect(within(dialog).getByText(/An image was not accepted: it is not yours/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Images')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(applications(api)).toHaveLength(2));
    const [first, second] = applications(api).map((c) => (c.body as { requestId: string }).requestId);
    expect(second).toBe(first);
  });

  test('a trial account is shown the real-account prompt', async () => {
    const { user, onTrialBlocked, onClose } = renderDialog(() => fail('AUTH_TRIAL_NOT_ALLOWED', 403));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Remark'), 'Big win');
    await user.upload(within(dialog).getByLabelText('Images'), png());
    await within(dialog).findByRole('img', { name: 'Preview of win.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await vi.waitFor(() => expect(onTrialBlocked).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalled();
  });
});
