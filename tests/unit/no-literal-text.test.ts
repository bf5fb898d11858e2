import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from '../../tools/eslint-rules/no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });
const translated = "import { useTranslation } from 'react-i18next';\n";

tester.run('no-literal-text', rule, {
  valid: [
    // Everything a person reads comes through t().
    { code: `${translated}export const A = ({ t, n }) => <p title={t('x.title')} aria-label={t('x.label')}>{t('x.text')} {n}/500 …</p>;` },
    // Example addresses and ids are not prose; className is not read.
    { code: `${translated}export const A = () => <input placeholder="https://" id="remote-url" className="input select" />;` },
    { code: `${translated}export const A = ({ u }) => <span>@{u}</span>;` },
    // A file that is not translated yet is not checked, unless the config lists it.
    { code: 'export const A = () => <p title="Old">Not yet translated</p>;' },
  ],
  invalid: [
    { code: `${translated}export const A = () => <p>Hello there</p>;`, errors: [{ messageId: 'text' }] },
    {
      code: `${translated}export const A = ({ t }) => <input placeholder="Search" aria-label={'Find'} title={\`Go\`} alt="x" />;`,
      errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }, { messageId: 'attribute' }],
    },
    { code: `${translated}export const A = ({ busy }) => <button>{busy ? 'Saving…' : 'Save'}</button>;`, errors: [{ messageId: 'text' }, { messageId: 'text' }] },
    { code: `${translated}export const A = () => <Field label="Remote URL" hint="Reachable from anywhere." />;`, errors: [{ messageId: 'attribute' }, { messageId: 'attribute' }] },
    { code: 'export const A = () => <p>Listed file</p>;', options: [{ always: true }], errors: [{ messageId: 'text' }] },
  ],
});
