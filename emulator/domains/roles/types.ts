// The role records the emulator keeps.

export interface Permission {
  resource: string;
  actions: string[];
  scope?: string;
  conditions?: Record<string, unknown>;
}

export interface Role {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  permissions: Permission[];
  isSystem: boolean;
  createdAt: string;
  updatedAt: string;
}
