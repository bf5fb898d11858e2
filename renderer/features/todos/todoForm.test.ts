import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { initialTodoForm, todoPayload, validateTodoForm, type TodoForm } from './todoForm.js';

const today = '2026-11-23';
const form = (patch: Partial<TodoForm>): TodoForm => ({ ...initialTodoForm(), text: 'Water plants', ...patch });

describe('the todo form', () => {
  it('starts empty with priority 3 (low) and no due date', () => {
    expect(initialTodoForm()).toEqual({ text: '', priority: 3, hasDue: false, dueDate: '' });
  });

  it('asks for the text with "Please enter todo item."', () => {
    expect(validateTodoForm(form({ text: '  ' }), null, today)).toEqual({ todoName: messages.todoItemRequired });
  });

  it('on /tasks asks for a todo list first, with "Please choose a todo list."', () => {
    expect(validateTodoForm(form({ text: '' }), null, today, false)).toEqual({ listingId: messages.todoListRequired });
    expect(validateTodoForm(form({}), null, today, true)).toEqual({});
  });

  it('asks for a date when the due date is switched on, with "Please select a due date."', () => {
    expect(validateTodoForm(form({ hasDue: true, dueDate: '' }), null, today)).toEqual({ dueDate: messages.todoDueDateRequired });
  });

  it('refuses a day before today, but keeps the day an edited item already had', () => {
    expect(validateTodoForm(form({ hasDue: true, dueDate: '2026-11-22' }), null, today)).toEqual({ dueDate: messages.todoDueDatePast });
    expect(validateTodoForm(form({ hasDue: true, dueDate: '2026-11-20' }), '2026-11-20', today)).toEqual({});
    expect(validateTodoForm(form({ hasDue: true, dueDate: today }), null, today)).toEqual({});
  });

  it('lets an overdue item move to another past day, but not an item that was due today or later', () => {
    expect(validateTodoForm(form({ hasDue: true, dueDate: '2026-11-18' }), '2026-11-20', today)).toEqual({});
    expect(validateTodoForm(form({ hasDue: true, dueDate: '2026-11-18' }), today, today)).toEqual({ dueDate: messages.todoDueDatePast });
    expect(validateTodoForm(form({ hasDue: true, dueDate: '2026-11-18' }), '2026-11-25', today)).toEqual({ dueDate: messages.todoDueDatePast });
  });

  it('refuses text over 500 characters with the server message', () => {
    expect(validateTodoForm(form({ text: 'x'.repeat(501) }), null, today)).toEqual({ todoName: messages.todoItemTooLong });
  });

  it('sends no date when the toggle is off, whatever the date field holds', () => {
    expect(todoPayload(form({ hasDue: false, dueDate: today, priority: 1 }), { todoId: 't1' })).toEqual({ todoId: 't1', todoName: 'Water plants', priority: 1, dueDate: null });
  });
});
