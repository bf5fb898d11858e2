// @ts-check
/**
 * Issue 47 item 4: a screen that is translated shows no text that is not in a catalogue. Reports
 * JSX text and the attributes people read (title, aria-label, placeholder, alt, label, and this
 * code base's hint and subtitle props) when they hold a string with words in it: in files that
 * import useTranslation, and in files the config lists (so dropping the import does not drop the check).
 */

const defaultAttributes = ['title', 'aria-label', 'placeholder', 'alt', 'label', 'hint', 'subtitle'];

/** Words: two letters in a row in any script. "@", "…", "/", "{count}/500" have none. */
const hasWords = (text) => /\p{L}{2,}/u.test(text);
/** An address shown as an example ("https://", "http://192.168.1.10:8096") is not prose. */
const isAddress = (text) => /^[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(text.trim());
const isProse = (text) => hasWords(text) && !isAddress(text);

/** The string literals an expression can evaluate to, without following calls (t('…') is fine). */
function literalLeaves(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((q) => q.value.cooked ?? '').join(' ') }];
    case 'ConditionalExpression':
      return [...literalLeaves(node.consequent), ...literalLeaves(node.alternate)];
    case 'LogicalExpression':
      return [...literalLeaves(node.left), ...literalLeaves(node.right)];
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a person reads in a translated component comes from the catalogue (t()), not a literal.' },
    schema: [
      {
        type: 'object',
        properties: {
          always: { type: 'boolean' },
          attributes: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Literal text "{{text}}" in a translated component: put it in the catalogue and use t().',
      attribute: 'Literal {{name}}="{{text}}" in a translated component: put it in the catalogue and use t().',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const attributes = new Set(options.attributes ?? defaultAttributes);
    let translated = options.always === true;
    const show = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    const reportLeaves = (expression, name) => {
      for (const leaf of literalLeaves(expression)) {
        if (!isProse(leaf.text)) continue;
        if (name) context.report({ node: leaf.node, messageId: 'attribute', data: { name, text: show(leaf.text) } });
        else context.report({ node: leaf.node, messageId: 'text', data: { text: show(leaf.text) } });
      }
    };
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react-i18next') return;
        if (node.specifiers.some((s) => s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'useTranslation')) translated = true;
      },
      JSXText(node) {
        if (translated && isProse(node.value)) context.report({ node, messageId: 'text', data: { text: show(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (!translated || node.parent?.type === 'JSXAttribute') return;
        reportLeaves(node.expression, null);
      },
      JSXAttribute(node) {
        if (!translated || node.name.type !== 'JSXIdentifier' || !attributes.has(node.name.name)) return;
        const value = node.value;
        if (!value) return;
        if (value.type === 'Literal') reportLeaves(value, node.name.name);
        else if (value.type === 'JSXExpressionContainer') reportLeaves(value.expression, node.name.name);
      },
    };
  },
};

export default rule;
