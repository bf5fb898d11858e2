import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import { messages } from '../../shared/messages.js';
import { todoFilters, todoSorts } from '../../shared/contracts/todos.js';
import { filterKeys, priorityKeys, sortKeys } from '../features/todos/priority.js';
import { translateWith, type MessageSection } from './messages/translate.js';

// The todo and snippet screens' texts came out of the code into en.json: English must read
// exactly as the screens showed it before (the spec's texts), including the sentences that were
// put together from pieces.
const t = i18n.getFixedT('en');

describe('the en catalogue for the todo and snippet screens', () => {
  it('names priorities, filters and sorts as before', () => {
    expect([1, 2, 3].map((p) => t(priorityKeys[p as 1 | 2 | 3]))).toEqual(['High', 'Medium', 'Low']);
    expect(todoFilters.map((f) => t(filterKeys[f]))).toEqual(['All', 'Completed', 'Pending']);
    expect(todoSorts.map((s) => t(sortKeys[s]))).toEqual(['Newest first', 'Priority: high to low', 'Priority: low to high', 'Due date: soonest first']);
  });

  it('counts items the way the subtitle did', () => {
    const subtitle = (place: 'list' | 'allLists', filter: string, count: number) => t(`todos.page.count.${place}.${filter}`, { count });
    expect(subtitle('list', 'all', 1)).toBe('1 item');
    expect(subtitle('list', 'all', 45)).toBe('45 items');
    expect(subtitle('list', 'pending', 1)).toBe('1 item pending');
    expect(subtitle('list', 'completed', 0)).toBe('0 items completed');
    expect(subtitle('allLists', 'pending', 7)).toBe('7 items pending across your todo lists');
    expect(subtitle('allLists', 'all', 1)).toBe('1 item across your todo lists');
    expect(t('todos.page.emptyFiltered.pending')).toBe('No pending items');
    expect(t('todos.page.itemsOf', { title: 'Chores' })).toBe('Chores items');
  });

  it('says due days and the delete confirmations as before', () => {
    expect(t('todos.row.due', { day: 'Tomorrow' })).toBe('Due Tomorrow');
    expect(t('todos.row.overdue', { day: 'Yesterday' })).toBe('Overdue: Yesterday');
    expect(t('todos.row.dueToday')).toBe('Due today');
    expect(t('snippets.detail.deleteSnippetText', { title: 'Greeter', count: 1 })).toBe('"Greeter" and its file will be deleted. This cannot be undone.');
    expect(t('snippets.detail.deleteSnippetText', { title: 'Greeter', count: 3 })).toBe('"Greeter" and its 3 files will be deleted. This cannot be undone.');
    expect(t('snippets.list.count', { count: 1 })).toBe('1 snippet');
    expect(t('snippets.list.count', { count: 22 })).toBe('22 snippets');
  });
});

describe('the todo and snippet messages in other languages', () => {
  it('translates a toast, a field error and a server answer of these screens', async () => {
    const { default: de } = await import('./locales/de.json');
    const { default: ja } = await import('./locales/ja.json');
    const section = (catalogue: { messages: MessageSection }) => catalogue.messages;
    expect(translateWith(messages.todoItemSaved, 'de', section(de))).toBe('Aufgabe gespeichert.');
    expect(translateWith(messages.todoItemRequired, 'ja', section(ja))).toBe('ToDo を入力してください。');
    expect(translateWith(messages.todoAddedToDefaultList('Haus'), 'de', section(de))).toBe('Es wurde keine Liste gewählt: Die Aufgabe wurde zu „Haus“ hinzugefügt.');
    expect(translateWith(messages.snippetFilenameTooLong, 'de', section(de))).toBe('Der Dateiname ist zu lang (höchstens 255 Zeichen).');
  });

  it('picks the Polish and Arabic plural forms of the counts', async () => {
    const { default: pl } = await import('./locales/pl.json');
    const { default: ar } = await import('./locales/ar.json');
    i18n.addResourceBundle('pl', 'translation', pl);
    i18n.addResourceBundle('ar', 'translation', ar);
    const tpl = i18n.getFixedT('pl');
    expect([1, 3, 5, 22].map((count) => tpl('todos.page.count.list.all', { count }))).toEqual(['1 zadanie', '3 zadania', '5 zadań', '22 zadania']);
    expect(tpl('snippets.list.count', { count: 12 })).toBe('12 fragmentów');
    expect(i18n.getFixedT('ar')('snippets.detail.deleteSnippetText', { title: 'س', count: 1 })).toBe('سيُحذف «س» وملفه. لا يمكن التراجع عن ذلك.');
  });
});
