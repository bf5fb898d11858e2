import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todoPriorities, type TodoItem, type TodoPriority } from '../../../shared/contracts/todos.js';
import { Modal } from '../../components/Modal.js';
import { FormField } from '../../forms/FormField.js';
import { ListChoice } from '../../forms/ListChoice.js';
import { localDay } from './todoDates.js';
import { initialTodoForm, isPastDay, todoPayload, validateTodoForm, type TodoField, type TodoForm } from './todoForm.js';
import { priorityKeys } from './priority.js';
import { useTodoLists } from './todoQueries.js';
import { useTodoMutations } from './useTodoMutations.js';
import { FieldError } from '../../forms/FieldError.js';

const fieldIds: Record<TodoField, string> = { listingId: 'todo-list', todoName: 'todo-text', priority: 'todo-priority-1', dueDate: 'todo-due' };

interface TodoFormDialogProps {
  /** The item to edit; absent to add one to `listingId`. */
  item?: TodoItem;
  /** The list a new item goes to; null on /tasks, where the form asks. */
  listingId: string | null;
  onClose: () => void;
}

/** Add or edit a todo item: text, priority, and a due date switched on or off, with Today / Tomorrow / Clear. */
export function TodoFormDialog({ item, listingId, onClose }: TodoFormDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<TodoForm>(() => initialTodoForm(item));
  const [errors, setErrors] = useState<Partial<Record<TodoField, string>>>({});
  const { save } = useTodoMutations();
  const today = localDay();
  const keptDay = item?.dueDate ?? null;
  const [list, setList] = useState('');
  const asksList = !item && listingId === null;
  const lists = useTodoLists(asksList);
  const chosenList = listingId ?? (list || lists.data?.[0]?._id || '');
  const noLists = asksList && lists.data?.length === 0;

  /** Shown errors clear as each field is fixed; new ones appear only on submit. */
  const change = (patch: Partial<TodoForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    const now = validateTodoForm(next, keptDay, today, Boolean(item || chosenList));
    setErrors((shown) => Object.fromEntries(Object.keys(shown).flatMap((k) => (now[k as TodoField] ? [[k, now[k as TodoField]]] : []))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateTodoForm(form, keptDay, today, Boolean(item || chosenList));
    setErrors(found);
    const first = (Object.keys(fieldIds) as TodoField[]).find((field) => found[field]);
    if (first) {
      document.getElementById(fieldIds[first])?.focus();
      return;
    }
    const target = item ? { todoId: item._id } : { listingId: chosenList };
    save.mutate(todoPayload(form, target), { onSuccess: onClose });
  };

  return (
    <Modal id="todo-form" title={item ? t('todos.form.editTitle') : t('todos.form.addTitle')} closeLabel={t('todos.form.close')} onClose={onClose} initialFocus={fieldIds.todoName}>
      <form className="form modal-form" onSubmit={submit} noValidate>
        {asksList ? (
          <ListChoice
            id={fieldIds.listingId}
            kind="todo"
            options={lists.data?.map((l) => ({ id: l._id, label: l.folderName ? `${l.listingName} (${l.folderName})` : l.listingName }))}
            value={chosenList}
            error={errors.listingId}
            onChange={(listId) => {
              setList(listId);
              setErrors(({ listingId: _, ...rest }) => rest);
            }}
          />
        ) : null}
        <FormField
          id={fieldIds.todoName}
          label={t('todos.form.item')}
          placeholder={t('todos.form.placeholder')}
          value={form.text}
          maxLength={500}
          autoComplete="off"
          error={errors.todoName}
          onChange={(e) => change({ text: e.target.value })}
        />
        <fieldset className="field todo-priority-field">
          <legend className="field-label">{t('todos.form.priority')}</legend>
          <div className="segmented">
            {todoPriorities.map((p: TodoPriority) => (
              <label key={p} className="segment" data-priority={p}>
                <input id={`todo-priority-${p}`} type="radio" name="todo-priority" value={p} checked={form.priority === p} onChange={() => change({ priority: p })} />
                <span>
                  <span className="priority-dot" aria-hidden="true" />
                  {t(priorityKeys[p])}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <div className="check-field">
            <input id="todo-has-due" type="checkbox" className="switch" checked={form.hasDue} onChange={(e) => change({ hasDue: e.target.checked, dueDate: e.target.checked ? form.dueDate || today : form.dueDate })} />
            <label htmlFor="todo-has-due" className="check-label">
              {t('todos.form.dueDate')}
            </label>
          </div>
          {form.hasDue ? (
            <div className="todo-due">
              <label htmlFor={fieldIds.dueDate} className="sr-only">
                {t('todos.form.dueDate')}
              </label>
              <input
                id={fieldIds.dueDate}
                type="date"
                className="input"
                min={isPastDay(keptDay, today) ? undefined : today}
                value={form.dueDate}
                aria-invalid={errors.dueDate ? true : undefined}
                aria-describedby={errors.dueDate ? 'todo-due-error' : undefined}
                onChange={(e) => change({ dueDate: e.target.value })}
              />
              <div className="todo-due-quick" role="group" aria-label={t('todos.form.quickDates')}>
                <button type="button" className="btn btn-sm btn-secondary" aria-pressed={form.dueDate === today} onClick={() => change({ dueDate: today })}>
                  {t('todos.form.today')}
                </button>
                <button type="button" className="btn btn-sm btn-secondary" aria-pressed={form.dueDate === localDay(new Date(), 1)} onClick={() => change({ dueDate: localDay(new Date(), 1) })}>
                  {t('todos.form.tomorrow')}
                </button>
                <button type="button" className="btn btn-sm btn-secondary" onClick={() => change({ dueDate: '' })}>
                  {t('todos.form.clear')}
                </button>
              </div>
            </div>
          ) : null}
          <FieldError id="todo-due-error" message={errors.dueDate} />
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('todos.form.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || noLists}>
            {save.isPending ? t('todos.form.saving') : item ? t('todos.form.save') : t('todos.form.add')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
