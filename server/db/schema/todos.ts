import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { TodoPriority } from '../../../shared/contracts/todos.js';
import { users } from './users.js';
import { listings } from './listings.js';

/**
 * Items of a todo list (a listing of type todo). `id` is the public id; `seq` is the rowid and the
 * creation order, the tie-breaker of every sort, so paging never repeats or skips an item.
 *
 * A page is a filter (all, completed or pending) in a scope (one list, or all of a user's) read in
 * one of three orders (seq, priority, due day). Each combination has an index that yields rows in
 * that order (every index ends with the rowid), so page 1 reads 20 rows whatever the list's size.
 */
export const todoItems = sqliteTable(
  'todo_items',
  {
    seq: integer('seq').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    todoItem: text('todo_item').notNull(),
    completed: integer('completed', { mode: 'boolean' }).notNull().default(false),
    /** A calendar day, YYYY-MM-DD, or null for none. */
    dueDate: text('due_date'),
    priority: integer('priority').$type<TodoPriority>().notNull().default(3),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => {
    const undated = sql`(${t.dueDate} IS NULL)`;
    return [
      index('todo_items_listing_idx').on(t.listingId),
      index('todo_items_listing_done_idx').on(t.listingId, t.completed),
      index('todo_items_listing_priority_idx').on(t.listingId, t.priority),
      index('todo_items_listing_done_priority_idx').on(t.listingId, t.completed, t.priority),
      index('todo_items_listing_due_idx').on(t.listingId, undated, t.dueDate),
      index('todo_items_listing_done_due_idx').on(t.listingId, t.completed, undated, t.dueDate),
      index('todo_items_user_idx').on(t.userId),
      index('todo_items_user_done_idx').on(t.userId, t.completed),
      index('todo_items_user_priority_idx').on(t.userId, t.priority),
      index('todo_items_user_done_priority_idx').on(t.userId, t.completed, t.priority),
      index('todo_items_user_due_idx').on(t.userId, undated, t.dueDate),
      index('todo_items_user_done_due_idx').on(t.userId, t.completed, undated, t.dueDate),
    ];
  },
);

export type TodoItemRow = typeof todoItems.$inferSelect;
export type NewTodoItemRow = typeof todoItems.$inferInsert;

/**
 * How many items each todo list has and how many are done, kept by triggers on todo_items (see the
 * todo_counts migration), so a page's totals are one row read instead of counting up to 100,000
 * index entries on every page. Deleting the list deletes its row.
 */
export const todoCounts = sqliteTable(
  'todo_counts',
  {
    listingId: text('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    completed: integer('completed').notNull().default(0),
  },
  (t) => [index('todo_counts_user_idx').on(t.userId)],
);
