/** The one mapping of an administrator account from its stored row to the contract. */
import type { Admin, AdminListItem } from '@common/schemas/admin';

export interface AdminRow {
  id: number;
  username: string;
}

export function presentAdmin(row: AdminRow): Admin {
  return { id: row.id, username: row.username };
}

export function presentAdminListItem(row: AdminRow & { created_at: string }): AdminListItem {
  return { ...presentAdmin(row), createdAt: row.created_at };
}
