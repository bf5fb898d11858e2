import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, todoCounts, todoItems, type ListingRow, type NewTodoItemRow, type TodoItemRow } from '../../db/schema/index.js';
import type { TodoFilter, TodoSort } from '../../../shared/contracts/todos.js';

/** Which items a page shows: one list's or all of the user's, all or only completed or pending. */
export interface TodoScope {
  userId: string;
  listingId: string | null;
  filter: TodoFilter;
}

const undated = sql`(${todoItems.dueDate} IS NULL)`;

/**
 * Every order ends with seq (creation), so no two items tie. Each is the forward or backward walk
 * of one index of the schema: lowToHigh is highToLow read backwards, so within one priority the
 * newer item comes first there and the older one in highToLow and dueDate.
 */
const orders: Record<TodoSort, SQL[]> = {
  default: [desc(todoItems.seq)],
  highToLow: [asc(todoItems.priority), asc(todoItems.seq)],
  lowToHigh: [desc(todoItems.priority), desc(todoItems.seq)],
  dueDate: [asc(undated), asc(todoItems.dueDate), asc(todoItems.seq)],
};

/**
 * A list's items are found by the list alone (the service has checked it is the user's): with
 * user_id too, the planner may walk the user's index and filter, instead of the list's own.
 */
function where(scope: TodoScope): SQL | undefined {
  return and(
    scope.listingId === null ? eq(todoItems.userId, scope.userId) : eq(todoItems.listingId, scope.listingId),
    scope.filter === 'all' ? undefined : eq(todoItems.completed, scope.filter === 'completed'),
  );
}

export function todoPage(db: Db, scope: TodoScope, sort: TodoSort, limit: number, offset: number): TodoItemRow[] {
  return db
    .select()
    .from(todoItems)
    .where(where(scope))
    .orderBy(...orders[sort])
    .limit(limit)
    .offset(offset)
    .all();
}

/** How many items the scope holds, from the counters the triggers keep (one row a list). */
export function countTodos(db: Db, scope: TodoScope): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${todoCounts.total}), 0)`, completed: sql<number>`coalesce(sum(${todoCounts.completed}), 0)` })
    .from(todoCounts)
    .where(scope.listingId === null ? eq(todoCounts.userId, scope.userId) : eq(todoCounts.listingId, scope.listingId))
    .get() ?? { total: 0, completed: 0 };
  if (scope.filter === 'completed') return row.completed;
  return scope.filter === 'pending' ? row.total - row.completed : row.total;
}

export function findOwnTodo(db: Db, userId: string, id: string): TodoItemRow | undefined {
  return db.select().from(todoItems).where(and(eq(todoItems.id, id), eq(todoItems.userId, userId))).get();
}

export function insertTodo(db: Db, row: NewTodoItemRow): TodoItemRow {
  return db.insert(todoItems).values(row).returning().get();
}

export function updateTodo(db: Db, id: string, values: Partial<Pick<TodoItemRow, 'todoItem' | 'priority' | 'dueDate' | 'completed'>> & { updatedAt: string }): TodoItemRow | undefined {
  return db.update(todoItems).set(values).where(eq(todoItems.id, id)).returning().get();
}

/** Flips completed in one statement, so two quick clicks can't both read the old value. */
export function toggleTodo(db: Db, userId: string, id: string, updatedAt: string): TodoItemRow | undefined {
  return db
    .update(todoItems)
    .set({ completed: sql`NOT ${todoItems.completed}`, updatedAt })
    .where(and(eq(todoItems.id, id), eq(todoItems.userId, userId)))
    .returning()
    .get();
}

export function deleteTodo(db: Db, userId: string, id: string): boolean {
  return db.delete(todoItems).where(and(eq(todoItems.id, id), eq(todoItems.userId, userId))).run().changes > 0;
}

export function listingsById(db: Db, userId: string, ids: string[]): Pick<ListingRow, 'id' | 'listingName'>[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: listings.id, listingName: listings.listingName })
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.id, ids)))
    .all();
}
