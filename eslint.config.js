// Lint keeps the architecture's import direction (DESIGN.md): engine imports nothing,
// net sees only engine, ai sees engine and net, web never reaches train/cli.
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
  },
  { files: ['src/engine/**/*.ts'], rules: restrict(['../ai/*', '../net/*', '../train/*', '../cli/*', '../web/*', 'node:*', 'fs', 'path', 'worker_threads']) },
  { files: ['src/net/**/*.ts'], rules: restrict(['../ai/*', '../train/*', '../cli/*', '../web/*']) },
  { files: ['src/ai/**/*.ts'], rules: restrict(['../train/*', '../cli/*', '../web/*']) },
  { files: ['src/train/**/*.ts', 'src/cli/**/*.ts'], rules: restrict(['../web/*']) },
  { files: ['src/web/**/*.ts', 'src/web/**/*.tsx'], rules: restrict(['../train/*', '../cli/*', 'node:*']) },
);
