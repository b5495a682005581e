import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from './env';

interface GeneratedSecrets {
  sessionPassword: string;
  authSecret: string;
}

let cached: GeneratedSecrets | undefined;

/**
 * Secrets for a machine without configuration: generated once into ./data/secrets.json (never
 * committed) so a fresh clone runs with one command. Production deployments set them in the
 * environment instead, which always wins.
 */
function generatedSecrets(): GeneratedSecrets {
  if (cached) return cached;
  const file = path.join(env.dataDir, 'secrets.json');
  try {
    cached = JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
  } catch {
    cached = { sessionPassword: randomBytes(32).toString('base64url'), authSecret: randomBytes(32).toString('base64url') };
    fs.mkdirSync(env.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(cached, null, 2), { flag: 'wx', mode: 0o600 });
    } catch {
      // Another process wrote it first: use theirs so both agree.
      cached = JSON.parse(fs.readFileSync(file, 'utf8')) as GeneratedSecrets;
    }
  }
  return cached;
}

export function sessionPassword(): string {
  const configured = env.sessionPassword;
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_PASSWORD must be at least 32 characters.');
    return configured;
  }
  return generatedSecrets().sessionPassword;
}

export function authSecret(): string {
  return env.authSecret ?? generatedSecrets().authSecret;
}
