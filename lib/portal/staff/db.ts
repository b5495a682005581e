import 'server-only';
import { getDb } from '@/lib/member-api/db/client';

/** The member API's database, for the console's actions and routes (app/admin may not import lib/member-api/db). */
export const getStaffDb = getDb;
