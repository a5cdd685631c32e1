import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './alert-dialog';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './field';

function FormDialogDemo({ withField = true }: { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New module</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Create module">
        {withField && <TextField label="Name" />}
        <Button onClick={() => setOpen(false)}>Save</Button>
      </Dialog>
    </>
  );
}

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete module</Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Delete module?" description="It goes for good." confirmLabel="Delete" destructive onConfirm={() => setOpen(false)} />
    </>
  );
}

describe('Dialog focus', () => {
  it('opens on its first field, not on the close button', async () => {
    const user = userEvent.setup();
    render(<FormDialogDemo />);
    await user.click(screen.getByRole('button', { name: 'New module' }));
    expect(await screen.findByRole('dialog', { name: 'Create module' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('opens on the first control of the body when there is no field', async () => {
    const user = userEvent.setup();
    render(<FormDialogDemo withField={false} />);
    await user.click(screen.getByRole('button', { name: 'New module' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('gives focus back to what opened it, after Esc and after ✕', async () => {
    const user = userEvent.setup();
    render(<FormDialogDemo />);
    const opener = screen.getByRole('button', { name: 'New module' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('returns focus from a confirmation too, which opens on Cancel', async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo />);
    const opener = screen.getByRole('button', { name: 'Delete module' });
    await user.click(opener);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
