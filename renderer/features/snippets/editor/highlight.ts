import { HighlightStyle } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

/**
 * Syntax colours come from the current Hearth theme: each is a custom property (--syntax-*, set
 * per theme in styles/snippets.css and checked for WCAG AA contrast on every theme's surfaces by
 * tests/unit/snippet-syntax-contrast.test.ts), so switching themes recolours code at once.
 */
export const hearthHighlight = HighlightStyle.define([
  { tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.definitionKeyword, t.modifier, t.self, t.null, t.bool], color: 'var(--syntax-keyword)' },
  { tag: [t.string, t.special(t.string), t.regexp, t.character, t.escape, t.inserted], color: 'var(--syntax-string)' },
  { tag: [t.number, t.integer, t.float, t.unit, t.atom, t.constant(t.name), t.standard(t.name)], color: 'var(--syntax-number)' },
  { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], color: 'var(--syntax-comment)', fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.macroName, t.labelName], color: 'var(--syntax-function)' },
  { tag: [t.typeName, t.className, t.namespace, t.definition(t.typeName)], color: 'var(--syntax-type)' },
  { tag: [t.propertyName, t.attributeValue, t.deleted], color: 'var(--syntax-property)' },
  { tag: [t.tagName, t.heading], color: 'var(--syntax-tag)', fontWeight: '600' },
  { tag: [t.attributeName, t.annotation, t.special(t.variableName)], color: 'var(--syntax-attribute)' },
  { tag: [t.operator, t.punctuation, t.separator, t.bracket, t.derefOperator], color: 'var(--syntax-operator)' },
  { tag: [t.meta, t.processingInstruction, t.link, t.url], color: 'var(--syntax-meta)' },
  { tag: t.strong, fontWeight: '700' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.link, textDecoration: 'underline' },
  { tag: t.invalid, color: 'var(--danger)' },
]);

/** The editor's frame in theme tokens: the card's surface, the text colour, the accent for focus. */
export const hearthEditorTheme = EditorView.theme({
  '&': { color: 'var(--text)', backgroundColor: 'var(--bg)', fontSize: '13.5px' },
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '-1px' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--text)', padding: '10px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--text)' },
  '.cm-gutters': { backgroundColor: 'var(--surface)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--surface-2) 55%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--surface-2)', color: 'var(--text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: 'var(--accent-soft) !important' },
  '.cm-matchingBracket': { backgroundColor: 'var(--accent-soft)', outline: '1px solid var(--accent-border)' },
});
