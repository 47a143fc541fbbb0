import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import type { Endpoint } from '@shop/contract';
import { http, i18n, TextField, Toaster } from '@shop/shared';
import { mockApi, ok, refused } from '@shop/shared/testing';
import { SelectField } from './select-field';
import { useContractForm, type ProblemWords } from './use-contract-form';

const schema = z.object({
  name: z.string().trim().min(1).max(10),
  code: z.string().regex(/^\d{4}$/, { error: 'thing_code_invalid' }),
  kind: z.enum(['a', 'b']),
});
type Values = z.infer<typeof schema>;
/** An operation of a registry, as a form's fetcher calls it. */
const saveThing: Endpoint<typeof schema, z.ZodNull> = { operationId: 'saveThing', method: 'POST', path: '/thing/save' };

function SaveForm({ says, formSays, rules }: { says?: ProblemWords; formSays?: ProblemWords; rules?: Record<string, string> }) {
  const form = useContractForm<Values>(schema, { name: '', code: '', kind: 'a' }, { says: formSays, rules });
  const save = form.submit(async (values) => {
    await http.call(saveThing, values, { showsRefusal: true });
  });
  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <TextField {...form.field('name', 'Name', { says })} />
      <TextField {...form.field('code', 'Code')} />
      <SelectField {...form.field('kind', 'Kind')}>
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(props: Parameters<typeof SaveForm>[0] = {}) {
  const user = userEvent.setup();
  render(
    <>
      <SaveForm {...props} />
      <Toaster />
    </>,
  );
  return user;
}

afterEach(() => act(() => void i18n.changeLanguage('en-us')));

test('each problem is worded under its field with the field label, and nothing is sent', async () => {
  const calls = mockApi({});
  const user = renderForm();
  await user.type(screen.getByLabelText('Name'), 'much too long a name');
  await user.type(screen.getByLabelText('Code'), '12');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is too long')).toBeInTheDocument();
  expect(screen.getByText('Code is not valid')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(calls).toEqual([]);
});

test('an empty field is missing, in the page language', async () => {
  mockApi({});
  await act(() => i18n.changeLanguage('zh-cn'));
  const user = renderForm();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name不能为空')).toBeInTheDocument();
  expect(screen.getByText('Code不能为空')).toBeInTheDocument();
});

test("a field's own words win over the form's, and the form's over the kit's", async () => {
  mockApi({});
  const user = renderForm({ says: { required: 'Give it a name' }, formSays: { required: (label) => `Please enter ${label.toLowerCase()}` } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Give it a name')).toBeInTheDocument();
  expect(screen.getByText('Please enter code')).toBeInTheDocument();
});

test('a rule the contract names is worded by the form when it has words for it', async () => {
  mockApi({});
  const user = renderForm({ rules: { thing_code_invalid: 'A code is four digits' } });
  await user.type(screen.getByLabelText('Code'), '12');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('A code is four digits')).toBeInTheDocument();
});

test("a refusal naming a field goes under it in the server's words, focused, and typing clears it", async () => {
  const calls = mockApi({ 'POST thing/save': refused('That code is taken', { field: 'code' }) });
  const user = renderForm();
  await user.type(screen.getByLabelText('Name'), 'Lamp');
  await user.type(screen.getByLabelText('Code'), '1234');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('That code is taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Code')).toHaveFocus();
  expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.map((call) => call.body)).toEqual([{ name: 'Lamp', code: '1234', kind: 'a' }]);
  await user.type(screen.getByLabelText('Code'), '5');
  expect(screen.queryByText('That code is taken')).not.toBeInTheDocument();
});

test('a refusal listing several fields shows each under its field, the first focused, and toasts one the form does not show', async () => {
  const errors = [
    { field: 'name', message: 'That name is taken' },
    { field: 'code', message: 'That code is retired' },
    { field: 'owner_id', message: 'That owner left' },
  ];
  mockApi({ 'POST thing/save': refused('That name is taken', { field: 'name', errors }) });
  const user = renderForm();
  await user.type(screen.getByLabelText('Name'), 'Lamp');
  await user.type(screen.getByLabelText('Code'), '1234');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('That name is taken')).toBeInTheDocument();
  expect(screen.getByText('That code is retired')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  expect(await screen.findByText('That owner left')).toBeInTheDocument();
});

test('a refusal naming no field is toasted once and loses nothing typed', async () => {
  mockApi({ 'POST thing/save': refused('Too many things today') });
  const user = renderForm();
  await user.type(screen.getByLabelText('Name'), 'Lamp');
  await user.type(screen.getByLabelText('Code'), '1234');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText('Too many things today')).toHaveLength(1));
  expect(screen.getByLabelText('Name')).toHaveValue('Lamp');
});

test('a saved form sends the values the schema checked', async () => {
  const calls = mockApi({ 'POST thing/save': ok(null) });
  const user = renderForm();
  await user.type(screen.getByLabelText('Name'), 'Lamp');
  await user.type(screen.getByLabelText('Code'), '0042');
  await user.selectOptions(screen.getByLabelText('Kind'), 'b');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(calls[0]?.body).toEqual({ name: 'Lamp', code: '0042', kind: 'b' });
});

const rowsSchema = z.object({ id: z.number(), rows: z.array(z.object({ stock: z.number() })) });
type Rows = z.infer<typeof rowsSchema>;
const saveRows: Endpoint<typeof rowsSchema, z.ZodNull> = { operationId: 'saveRows', method: 'POST', path: '/rows/save' };

function RowsForm() {
  const form = useContractForm<Rows>(rowsSchema, { id: 7, rows: [{ stock: 1 }, { stock: 2 }] });
  const save = form.submit(async (values) => {
    await http.call(saveRows, values, { showsRefusal: true });
  });
  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <TextField {...form.field('rows.0.stock', 'Stock of row 1', { setValueAs: Number })} />
      <TextField {...form.field('rows.1.stock', 'Stock of row 2', { setValueAs: Number })} />
      <button type="submit">Save</button>
      <Toaster />
    </form>
  );
}

test('a refusal naming a row of a list goes under that row; one naming a hidden key is toasted', async () => {
  const answers = [refused('Not that many in the warehouse', { field: 'rows.1.stock' }), refused('This list changed meanwhile', { field: 'id' })];
  mockApi({ 'POST rows/save': () => answers.shift() ?? ok(null) });
  const user = userEvent.setup();
  render(<RowsForm />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Not that many in the warehouse')).toBeInTheDocument();
  expect(screen.getByLabelText('Stock of row 2')).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This list changed meanwhile')).toBeInTheDocument();
  expect(screen.getByLabelText('Stock of row 1')).not.toHaveAttribute('aria-invalid');
});

const countSchema = z.object({ count: z.number().int().min(1).max(10) });

function CountForm({ says }: { says?: ProblemWords }) {
  const form = useContractForm<z.infer<typeof countSchema>>(countSchema, { count: 1 }, { says });
  const save = form.submit(async () => undefined);
  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <TextField type="number" {...form.field('count', 'Count', { setValueAs: Number })} />
      <button type="submit">Save</button>
    </form>
  );
}

test('a number out of its range says which way; words a form gives for "not valid" still say it', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<CountForm />);
  await user.clear(screen.getByLabelText('Count'));
  await user.type(screen.getByLabelText('Count'), '11');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Count is too large')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Count'));
  await user.type(screen.getByLabelText('Count'), '-1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Count is too small')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Count'), '.5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Count is not valid')).toBeInTheDocument();
  unmount();

  render(<CountForm says={{ wrong: 'Check the count' }} />);
  await user.clear(screen.getByLabelText('Count'));
  await user.type(screen.getByLabelText('Count'), '0');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Check the count')).toBeInTheDocument();
});
