import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/member-api/db/schema*.ts',
  out: './db/migrations',
});
