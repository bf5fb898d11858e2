import { describe, expect, it } from 'vitest';
import { addHref, editHref, manageHref } from './manageLinks.js';

describe('management links', () => {
  it('opens the root or a folder', () => {
    expect(manageHref(null)).toBe('/manage/listing');
    expect(manageHref('f1')).toBe('/manage/listing/f1');
  });

  it('adds at the root without a parent and inside a folder with one', () => {
    expect(addHref('folder', null)).toBe('/manage/listing/save/folder');
    expect(addHref('link', 'f1')).toBe('/manage/listing/f1/save/link');
    expect(addHref('todo', 'f1')).toBe('/manage/listing/f1/save/todo');
  });

  it('edits a folder under save/folder and other items under their own type', () => {
    expect(editHref({ _id: 'a', listingType: 'category' })).toBe('/manage/listing/save/folder/a');
    expect(editHref({ _id: 'b', listingType: 'link' })).toBe('/manage/listing/save/link/b');
    expect(editHref({ _id: 'c', listingType: 'todo' })).toBe('/manage/listing/save/todo/c');
  });
});
